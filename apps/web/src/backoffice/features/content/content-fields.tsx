import { BRANDS, type Brand, LANGUAGES, type Language } from '@app/domain'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { TextField } from '../../../shared/ui/form-fields'
import { languageName } from '../../shared/language-name'
import type { Texts } from './content-texts'
import { instantOf, localInputValue } from './publish-window'

/**
 * The language tabs of an editor: the operator writes one language at a time, and sees which
 * languages have text (English is required; an empty one shows players the English text).
 */
export function LanguageTabs({
  language,
  onLanguage,
  texts,
}: {
  language: Language
  onLanguage: (language: Language) => void
  /** The editor's texts: a language counts as written when any of them has text in it. */
  texts: readonly Texts[]
}) {
  const { t, i18n } = useTranslation()
  const isWritten = (each: Language) => texts.some((text) => text[each].trim() !== '')
  return (
    <div className="bo-language-tabs" role="tablist" aria-label={t('content.languages')}>
      {LANGUAGES.map((each) => {
        const name = languageName(each, i18n.language)
        const state = each === 'en' ? 'required' : isWritten(each) ? 'written' : 'empty'
        return (
          <button
            key={each}
            type="button"
            role="tab"
            lang={each}
            aria-selected={each === language}
            aria-label={t(`content.languageState.${state}`, { language: name })}
            title={t(`content.languageState.${state}`, { language: name })}
            className={isWritten(each) ? 'bo-language-tab bo-language-written' : 'bo-language-tab'}
            onClick={() => onLanguage(each)}
          >
            {each}
          </button>
        )
      })}
    </div>
  )
}

/** A text field of an editor in the language being written, with the English fallback said under it. */
export function LocalizedField({
  label,
  texts,
  language,
  onChange,
  isMultiline = false,
  maxLength,
  error,
}: {
  label: string
  texts: Texts
  language: Language
  onChange: (language: Language, text: string) => void
  isMultiline?: boolean
  maxLength: number
  error?: string | undefined
}) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const value = texts[language]
  const isFallingBack = language !== 'en' && value.trim() === ''
  const hint = language === 'en' ? t('content.englishRequired') : isFallingBack ? t('content.fallsBack') : ''
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  const control = {
    id,
    lang: language,
    value,
    maxLength,
    placeholder: isFallingBack ? texts.en : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  }
  return (
    <div className="field">
      <label htmlFor={id}>
        {t('content.fieldInLanguage', { field: label, language: languageName(language, i18n.language) })}
      </label>
      {isMultiline ? (
        <textarea {...control} rows={6} onChange={(event) => onChange(language, event.target.value)} />
      ) : (
        <input {...control} onChange={(event) => onChange(language, event.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** A `datetime-local` field holding an ISO instant (null when empty), in the operator's time zone. */
export function InstantField({
  label,
  value,
  onChange,
  hint,
  error,
}: {
  label: string
  value: string | null
  onChange: (value: string | null) => void
  hint?: string | undefined
  error?: string | undefined
}) {
  return (
    <TextField
      label={label}
      type="datetime-local"
      value={localInputValue(value)}
      hint={hint}
      error={error}
      onChange={(event) => onChange(instantOf(event.target.value))}
    />
  )
}

/** The publication window: shown from, and (optionally) until. */
export function WindowFields({
  publishAt,
  expiresAt,
  onPublishAt,
  onExpiresAt,
  errorOf,
}: {
  publishAt: string | null
  expiresAt: string | null
  onPublishAt: (value: string | null) => void
  onExpiresAt: (value: string | null) => void
  errorOf: (field: string) => string | undefined
}) {
  const { t } = useTranslation()
  return (
    <div className="field-row">
      <InstantField
        label={t('content.fields.publish_at')}
        value={publishAt}
        onChange={onPublishAt}
        error={errorOf('publish_at')}
      />
      <InstantField
        label={t('content.fields.expires_at')}
        hint={t('content.untilHint')}
        value={expiresAt}
        onChange={onExpiresAt}
        error={errorOf('expires_at')}
      />
    </div>
  )
}

/** The brand a row shows on: one brand, or (when allowed) every brand. */
export function BrandSelect({
  label,
  value,
  onChange,
  everyBrandLabel,
  error,
}: {
  label: string
  value: Brand | null
  onChange: (brand: Brand | null) => void
  /** The choice of no brand (every brand, or no filter); left out when a brand is required. */
  everyBrandLabel?: string
  error?: string | undefined
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const brand = BRANDS.find((each) => each === event.target.value)
          onChange(brand ?? null)
        }}
      >
        {everyBrandLabel !== undefined && <option value="">{everyBrandLabel}</option>}
        {BRANDS.map((brand) => (
          <option key={brand} value={brand}>
            {brand}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** A display position: lower comes first. */
export function SortField({
  value,
  onChange,
  error,
}: {
  value: number
  onChange: (value: number) => void
  error?: string | undefined
}) {
  const { t } = useTranslation()
  return (
    <TextField
      label={t('content.fields.sort')}
      hint={t('content.sortHint')}
      type="number"
      inputMode="numeric"
      value={String(value)}
      error={error}
      onChange={(event) => onChange(Math.trunc(Number(event.target.value)) || 0)}
    />
  )
}

/**
 * The server's refusal of a save, pointed at its field: `errorOf('title')` is the field's error
 * text when the server named `title` or a part of it (`title.en`), else undefined.
 */
export function useFieldErrors(failure: unknown) {
  const { t } = useTranslation()
  const field = isApiError(failure) ? failure.field : undefined
  return (name: string) =>
    field !== undefined && (field === name || field.startsWith(`${name}.`))
      ? t('content.checkField')
      : undefined
}

/** The name of a field the server refused, for the operator: "Title (Chinese)" for `title.zh`. */
export function useFieldName() {
  const { t, i18n } = useTranslation()
  return (field: string) => {
    const [root = field, part] = field.split('.')
    const label = t(`content.fields.${root}`, { defaultValue: root })
    const language = LANGUAGES.find((each) => each === part)
    return language
      ? t('content.fieldInLanguage', { field: label, language: languageName(language, i18n.language) })
      : label
  }
}

/** A brand the server sent (a row's brand), or null for every brand or one this app does not know. */
export function brandOf(value: string | null): Brand | null {
  return BRANDS.find((brand) => brand === value) ?? null
}

/**
 * A key made from an English title, for a new row whose key the operator has not typed:
 * `keyOf('Cup final: boosted odds!')` is "cup-final-boosted-odds".
 */
export function keyOf(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '')
}
