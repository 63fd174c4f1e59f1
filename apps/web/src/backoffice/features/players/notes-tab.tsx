import { PLAYER_NOTE_MAX_LENGTH, type PlayerNote } from '@app/contract'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../shared/format/format'
import { EmptyState, LoadError, SkeletonRows } from '../../../shared/ui/load-states'
import { useErrorText } from '../../shared/use-error-text'
import { useLoaded } from '../../shared/use-loaded'
import { playersApi } from './players-api'

const NOTES_PER_PAGE = 20

/** What operators wrote about the player, newest first, and a new note. Notes are never edited. */
export function NotesTab({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation()
  const [limit, setLimit] = useState(NOTES_PER_PAGE)
  // More notes are more of the same list: the ones shown stay while the longer list loads.
  const { data, error, isLoading, reload, setData } = useLoaded(
    `${userId}:${limit}`,
    () => playersApi.notes(userId, { start: 0, limit }),
    { keepPrevious: true },
  )

  function handleAdded(note: PlayerNote) {
    setData({ list: [note, ...(data?.list ?? [])], total: (data?.total ?? 0) + 1 })
  }

  return (
    <div className="bo-notes">
      <NoteForm userId={userId} onAdded={handleAdded} />
      <section className="panel bo-notes-list" aria-labelledby="bo-notes-title">
        <h2 id="bo-notes-title">{t('players.notes.list')}</h2>
        {error !== undefined && !data ? (
          <LoadError error={error} onRetry={reload} />
        ) : !data ? (
          <SkeletonRows rows={4} label={t('players.notes.loading')} />
        ) : data.list.length === 0 ? (
          <EmptyState text={t('players.notes.empty')} />
        ) : (
          <>
            <ol className="bo-note-list">
              {data.list.map((note) => (
                <li key={note.id} className="bo-note">
                  <p className="bo-note-body">{note.body}</p>
                  <p className="bo-note-meta muted">
                    {t('players.notes.by', {
                      operator: note.operator_name,
                      time: formatDateTime(note.created_at, i18n.language),
                    })}
                  </p>
                </li>
              ))}
            </ol>
            {data.list.length < data.total && (
              <button
                type="button"
                className="button button-secondary"
                disabled={isLoading}
                onClick={() => setLimit((current) => Math.min(100, current + NOTES_PER_PAGE))}
              >
                {t('players.notes.more')}
              </button>
            )}
          </>
        )}
      </section>
    </div>
  )
}

function NoteForm({ userId, onAdded }: { userId: number; onAdded: (note: PlayerNote) => void }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const id = useId()
  const [body, setBody] = useState('')
  const [isSaving, setSaving] = useState(false)
  const [error, setError] = useState<unknown>()
  const [notice, setNotice] = useState('')

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!body.trim() || isSaving) return
    setSaving(true)
    setError(undefined)
    setNotice('')
    try {
      onAdded(await playersApi.addNote(userId, body.trim()))
      setBody('')
      setNotice(t('players.notes.saved'))
    } catch (failure) {
      setError(failure)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="panel bo-note-form" onSubmit={handleSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('players.notes.add')}</h2>
      <div className="field">
        <label htmlFor={`${id}-body`}>{t('players.notes.body')}</label>
        <textarea
          id={`${id}-body`}
          rows={4}
          required
          maxLength={PLAYER_NOTE_MAX_LENGTH}
          value={body}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setBody(event.target.value)}
        />
        <p id={`${id}-hint`} className="field-hint">
          {t('players.notes.hint')}
        </p>
      </div>
      {error !== undefined && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <p className="bo-notice" role="status">
        {notice}
      </p>
      <button type="submit" className="button" disabled={isSaving || !body.trim()}>
        {t('players.notes.save')}
      </button>
    </form>
  )
}
