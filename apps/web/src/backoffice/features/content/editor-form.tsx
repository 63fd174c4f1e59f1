import type { Language } from '@app/domain'
import { type FormEvent, type ReactNode, useCallback, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { languageName } from '../../shared/language-name'
import { useErrorText } from '../../shared/use-error-text'
import { LanguageTabs, useFieldErrors, useFieldName } from './content-fields'
import type { Texts } from './content-texts'

/** What an editor opens on: a new row, or a row to change. */
export type Editing<Row> = { kind: 'new' } | { kind: 'edit'; row: Row }

/** An editor's form, mounted afresh each time its list's dialog opens. */
export type EditorProps<Row> = {
  /** The row to change; undefined for a new one. */
  row: Row | undefined
  onClose: () => void
  /** The server took the save: the row as it now stands. */
  onSaved: (row: Row) => void
}

/**
 * The part of an editor's state a group of fields works on: the values it reads, a change to
 * some of them, the language being written and the server's refusal by field. A form of more
 * values passes for a part of fewer, so a group of fields serves every editor that has them.
 */
export type FormPart<Values> = {
  values: Values
  update: (changes: Partial<Values>) => void
  language: Language
  errorOf: (field: string) => string | undefined
}

/**
 * An editor's state: its values (`initial` makes them once, from the row or for a new one), the
 * language being written, and its save: in progress, or refused (kept until the next try).
 */
export function useEditorForm<Values extends object>(initial: () => Values) {
  const [values, setValues] = useState(initial)
  const [language, setLanguage] = useState<Language>('en')
  const [isSaving, setSaving] = useState(false)
  const [failure, setFailure] = useState<unknown>()
  const errorOf = useFieldErrors(failure)
  const update = useCallback(
    (changes: Partial<Values>) => setValues((current) => ({ ...current, ...changes })),
    [],
  )

  async function save(work: () => Promise<void>) {
    if (isSaving) return
    setSaving(true)
    setFailure(undefined)
    try {
      await work()
    } catch (error) {
      setFailure(error)
    } finally {
      setSaving(false)
    }
  }

  return { values, update, language, setLanguage, errorOf, isSaving, failure, save }
}

export type EditorFormState<Values extends object> = ReturnType<typeof useEditorForm<Values>>

/**
 * An editor's form: the language tabs, its fields, the live preview of what a player of the
 * chosen language sees, the server's refusal (translated, naming the field at fault), and cancel
 * and save.
 */
export function EditorForm<Values extends object>({
  form,
  texts,
  preview,
  onSave,
  onCancel,
  children,
}: {
  form: EditorFormState<Values>
  /** The localized texts of the row; the tabs show which languages have any. */
  texts: readonly Texts[]
  preview: ReactNode
  /** Sends the row; a refusal stays on the form, with what was typed. */
  onSave: () => Promise<void>
  onCancel: () => void
  children: ReactNode
}) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const fieldName = useFieldName()
  const previewId = useId()
  const { language, failure } = form
  const field = isApiError(failure) ? failure.field : undefined

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    form.save(onSave)
  }

  return (
    <form className="bo-content-editor" onSubmit={handleSubmit} noValidate>
      <LanguageTabs language={language} onLanguage={form.setLanguage} texts={texts} />
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
        <button type="submit" className="button" disabled={form.isSaving}>
          {form.isSaving ? t('content.saving') : t('content.save')}
        </button>
      </div>
    </form>
  )
}
