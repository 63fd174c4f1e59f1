import type { ModeratedRoom, ModeratedRoomMessage } from '@app/contract'
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@app/domain'
import { Ban, Trash2, Undo2, VolumeX } from 'lucide-react'
import { useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { formatMessageTime } from '../../../shared/format/format'
import { useNow } from '../../../shared/hooks/use-now'
import { EmptyState, LoadError, SkeletonRows } from '../../../shared/ui/load-states'
import { languageName } from '../../shared/language-name'
import { useRealtime, useRoomEvents } from '../../shared/realtime'
import { RowDialogButton } from '../../shared/row-dialog-button'
import { moderationApi } from './moderation-api'
import { type ModerationAction, ModerationDialog, type ModerationKind } from './moderation-dialog'
import { withDeleted, withMessage, withStanding } from './room-changes'
import { SlowModeForm } from './slow-mode-form'

const ROOM_PARAM = 'room'
const MINUTE_MS = 60_000

/** Whether a player may not post now: muted until a later time, or banned. */
const isSanctioned = (message: ModeratedRoomMessage, now: number) =>
  message.banned || (message.muted_until !== null && Date.parse(message.muted_until) > now)

/** The public chat's moderation: one room at a time, its messages, sanctions and slow mode. */
export function ModerationPage() {
  const { t, i18n } = useTranslation()
  const pickerId = useId()
  const [search, setSearch] = useSearchParams()
  const requested = search.get(ROOM_PARAM) ?? ''
  const room: Language = isLanguage(requested) ? requested : FALLBACK_LANGUAGE
  const { joinRoom, reconnects } = useRealtime()
  const [loaded, setLoaded] = useState<ModeratedRoom>()
  const [error, setError] = useState<unknown>()
  const [action, setAction] = useState<ModerationAction>()
  const [notice, setNotice] = useState('')
  const now = useNow(MINUTE_MS)
  // A room answer that arrives after the moderator picked another room is not shown.
  const data = loaded?.room === room ? loaded : undefined

  useEffect(() => joinRoom(room), [room, joinRoom])

  const load = useCallback(() => {
    setError(undefined)
    moderationApi.room(room).then(setLoaded, (failure: unknown) => setError(failure))
  }, [room])
  // biome-ignore lint/correctness/useExhaustiveDependencies: after a reconnect the socket may have missed changes, so the room loads again
  useEffect(load, [load, reconnects])

  useRoomEvents((event) => {
    if (event.kind === 'message') {
      const { message } = event
      setLoaded((current) => (current?.room === message.room ? withMessage(current, message) : current))
    } else if (event.kind === 'deleted') {
      const at = new Date().toISOString()
      setLoaded((current) => (current?.room === event.room ? withDeleted(current, event.id, at) : current))
    } else {
      const seconds = event.slow_mode_seconds
      setLoaded((current) =>
        current?.room === event.room ? { ...current, slow_mode_seconds: seconds } : current,
      )
    }
  })

  function handleDone({ kind, message }: ModerationAction, minutes: number | undefined) {
    setLoaded((current) => {
      if (!current) return current
      if (kind === 'delete') return withDeleted(current, message.id, new Date().toISOString())
      if (kind === 'lift') return withStanding(current, message.user_id, { muted_until: null, banned: false })
      if (kind === 'ban') return withStanding(current, message.user_id, { muted_until: null, banned: true })
      const until = new Date(Date.now() + (minutes ?? 0) * MINUTE_MS).toISOString()
      return withStanding(current, message.user_id, { muted_until: until, banned: false })
    })
    setNotice(t(`moderation.done.${kind}`, { nickname: message.nickname }))
  }

  const actionButton = (kind: ModerationKind, message: ModeratedRoomMessage, icon: typeof Ban) => (
    <RowDialogButton
      icon={icon}
      label={t(`moderation.action.${kind}`)}
      name={t(`moderation.actionOn.${kind}`, { nickname: message.nickname })}
      isSecondary
      onClick={() => {
        setNotice('')
        setAction({ kind, message })
      }}
    />
  )

  return (
    <div className="bo-moderation">
      <header className="bo-page-header">
        <h1>{t('moderation.title')}</h1>
        <div className="field bo-room-picker">
          <label htmlFor={pickerId}>{t('moderation.room')}</label>
          <select
            id={pickerId}
            value={room}
            onChange={(event) => setSearch({ [ROOM_PARAM]: event.target.value })}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {languageName(language, i18n.language)} ({language})
              </option>
            ))}
          </select>
        </div>
      </header>
      <p className="bo-notice" role="status">
        {notice}
      </p>
      <div className="bo-moderation-body">
        <section className="panel bo-room" aria-label={t('moderation.messages')}>
          {error !== undefined ? (
            <LoadError error={error} onRetry={load} />
          ) : !data ? (
            <SkeletonRows rows={8} label={t('moderation.loading')} />
          ) : data.messages.length === 0 ? (
            <EmptyState text={t('moderation.empty')} />
          ) : (
            <table className="bo-table bo-room-table">
              <caption className="visually-hidden">
                {t('moderation.messagesIn', { room: languageName(room, i18n.language) })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('moderation.time')}</th>
                  <th scope="col">{t('moderation.player')}</th>
                  <th scope="col">{t('moderation.message')}</th>
                  <th scope="col">{t('moderation.standing')}</th>
                  <th scope="col">{t('moderation.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.messages.map((message) => {
                  const isDeleted = message.deleted_at !== null
                  return (
                    <tr key={message.id} className={isDeleted ? 'bo-deleted' : undefined}>
                      <td className="numeric">
                        <time dateTime={message.created_at}>
                          {formatMessageTime(message.created_at, i18n.language)}
                        </time>
                      </td>
                      <td>
                        {message.nickname} <span className="muted numeric">#{message.user_id}</span>
                      </td>
                      <td className="bo-room-body">
                        {isDeleted ? (
                          <>
                            <del>{message.body}</del>{' '}
                            <span className="bo-tag">{t('moderation.deleted')}</span>
                          </>
                        ) : (
                          message.body
                        )}
                      </td>
                      <td>
                        {message.banned ? (
                          <span className="bo-tag bo-tag-error">{t('moderation.banned')}</span>
                        ) : message.muted_until !== null && Date.parse(message.muted_until) > now ? (
                          <span className="bo-tag bo-tag-warning">
                            {t('moderation.mutedUntil', {
                              time: formatMessageTime(message.muted_until, i18n.language),
                            })}
                          </span>
                        ) : null}
                      </td>
                      <td>
                        <div className="bo-row-actions">
                          {!isDeleted && actionButton('delete', message, Trash2)}
                          {!message.banned && actionButton('mute', message, VolumeX)}
                          {!message.banned && actionButton('ban', message, Ban)}
                          {isSanctioned(message, now) && actionButton('lift', message, Undo2)}
                        </div>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          )}
        </section>
        {data && (
          <SlowModeForm
            room={room}
            seconds={data.slow_mode_seconds}
            onSaved={(seconds) => {
              setLoaded((current) => current && { ...current, slow_mode_seconds: seconds })
              setNotice(seconds === 0 ? t('moderation.slowModeOff') : t('moderation.slowModeOn', { seconds }))
            }}
          />
        )}
      </div>
      <ModerationDialog action={action} onClose={() => setAction(undefined)} onDone={handleDone} />
    </div>
  )
}
