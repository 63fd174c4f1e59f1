import type { Language } from '@app/domain'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { Modal } from '../../../shared/ui/modal'
import { languageName } from '../../shared/language-name'
import { useErrorText } from '../../shared/use-error-text'
import { LanguageTabs, useFieldName } from './content-fields'
import type { Texts } from './content-texts'

/** What an editor opens on: a new row, or a row to change. */
export type Editing<Row> = { kind: 'new' } | { kind: 'edit'; row: Row }

export type EditorProps<Row> = {
  /** Closed when undefined. */
  editing: Editing<Row> | undefined
  onClose: () => void
  /** The server took the save: the row as it now stands. */
  onSaved: (row: Row) => void
}

/** A save's progress and its refusal, for the form and its fields. */
export function useSaving() {
  const [isSaving, setSaving] = useState(false)
  const [failure, setFailure] = useState<unknown>()
  async function run(save: () => Promise<void>) {
    if (isSaving) return
    setSaving(true)
    setFailure(undefined)
    try {
      await save()
    } catch (error) {
      setFailure(error)
    } finally {
      setSaving(false)
    }
  }
  return { isSaving, failure, run }
}

/** An editor in a large modal (the whole screen on a phone): its fields beside the player’s view of them. */
export function EditorDialog({
  title,
  isOpen,
  onClose,
  children,
}: {
  title: string
  isOpen: boolean
  onClose: () => void
  children: ReactNode
}) {
  return (
    <Modal title={title} isOpen={isOpen} onClose={onClose} size="full">
      {children}
    </Modal>
  )
}

/**
 * An editor's form: the language tabs (when its texts come in every language), its fields, the
 * live preview of what a player of the chosen language sees, the server's refusal (translated,
 * naming the field at fault), and cancel and save.
 */
export function EditorForm({
  language,
  onLanguage,
  texts,
  preview,
  failure,
  isSaving,
  onSubmit,
  onCancel,
  children,
}: {
  language: Language
  onLanguage: (language: Language) => void
  /** The localized texts of the row; the tabs show which languages have any. */
  texts: readonly Texts[]
  preview: ReactNode
  failure: unknown
  isSaving: boolean
  onSubmit: () => void
  onCancel: () => void
  children: ReactNode
}) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const fieldName = useFieldName()
  const previewId = useId()
  const field = isApiError(failure) ? failure.field : undefined

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    onSubmit()
  }

  return (
    <form className="bo-content-editor" onSubmit={handleSubmit} noValidate>
      <LanguageTabs language={language} onLanguage={onLanguage} texts={texts} />
      <div className="bo-content-editor-body">
        <div className="bo-content-fields">{children}</div>
        <section className="bo-content-preview" aria-labelledby={previewId}>
          <h3 id={previewId}>
            {t('content.preview.title', { language: languageName(language, i18n.language) })}
          </h3>
          <div className="bo-preview-frame" lang={language}>
            {preview}
          </div>
        </section>
      </div>
      {failure !== undefined && (
        <p className="field-error" role="alert">
          {errorText(failure)}
          {field !== undefined && ` ${t('content.fieldAtFault', { field: fieldName(field) })}`}
        </p>
      )}
      <div className="bo-content-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button" disabled={isSaving}>
          {isSaving ? t('content.saving') : t('content.save')}
        </button>
      </div>
    </form>
  )
}
