import { BRANDS, type Brand, LANGUAGES, type Language } from '@app/domain'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { SelectField, TextAreaField, TextField } from '../../../shared/ui/form-fields'
import { languageName } from '../../shared/language-name'
import type { Texts } from './content-texts'
import type { FormPart } from './editor-form'
import { type Schedule, shownKey } from './editor-values'
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

/**
 * A change of one value, for a field given the name of its value (`LocalizedField`'s `name`):
 * TypeScript widens a key named by a type parameter to any string, hence the assertion.
 */
function changeOf<Name extends string, Value>(name: Name, value: Value) {
  return { [name]: value } as Record<Name, Value>
}

/**
 * The text of `name` (e.g. 'title') in the language being written, with the English fallback
 * said under it: labelled as the field's name in that language, and refused by the server under
 * the same name.
 */
export function LocalizedField<Name extends string>({
  form,
  name,
  maxLength,
  isMultiline = false,
}: {
  form: FormPart<Record<Name, Texts>>
  name: Name
  maxLength: number
  isMultiline?: boolean
}) {
  const { t, i18n } = useTranslation()
  const { language } = form
  const texts = form.values[name]
  const value = texts[language]
  const isFallingBack = language !== 'en' && value.trim() === ''
  const hint = language === 'en' ? t('content.englishRequired') : isFallingBack ? t('content.fallsBack') : ''
  const field = {
    label: t('content.fieldInLanguage', {
      field: t(`content.fields.${name}`),
      language: languageName(language, i18n.language),
    }),
    hint: hint || undefined,
    error: form.errorOf(name),
    lang: language,
    value,
    maxLength,
    placeholder: isFallingBack ? texts.en : undefined,
  }
  const handleText = (text: string) => form.update(changeOf(name, { ...texts, [language]: text }))
  return isMultiline ? (
    <TextAreaField {...field} rows={6} onChange={(event) => handleText(event.target.value)} />
  ) : (
    <TextField {...field} onChange={(event) => handleText(event.target.value)} />
  )
}

/** An address the row holds under `name`: a picture's (`src`, `pic`, `image_url`) or a link's (`url`). */
export function AddressField<Name extends string>({
  form,
  name,
  hint,
}: {
  form: FormPart<Record<Name, string>>
  name: Name
  hint: string
}) {
  const { t } = useTranslation()
  return (
    <TextField
      label={t(`content.fields.${name}`)}
      hint={hint}
      value={form.values[name]}
      autoComplete="off"
      error={form.errorOf(name)}
      onChange={(event) => form.update(changeOf(name, event.target.value))}
    />
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

/** A time the row holds under `name`, e.g. when it shows; empty (null) where the row allows it. */
export function TimeField<Name extends string>({
  form,
  name,
  label,
  hint,
}: {
  form: FormPart<Record<Name, string | null>>
  name: Name
  label: string
  hint?: string
}) {
  return (
    <InstantField
      label={label}
      hint={hint}
      value={form.values[name]}
      onChange={(value) => form.update(changeOf(name, value))}
      error={form.errorOf(name)}
    />
  )
}

/**
 * The publication window: shown from (or, for a message, sent at: `startLabel` and `startHint`),
 * and (optionally) until.
 */
export function WindowFields({
  form,
  startLabel,
  startHint,
}: {
  form: FormPart<{ publish_at: string | null; expires_at: string | null }>
  startLabel?: string
  startHint?: string
}) {
  const { t } = useTranslation()
  return (
    <div className="field-row">
      <TimeField
        form={form}
        name="publish_at"
        label={startLabel ?? t('content.fields.publish_at')}
        hint={startHint}
      />
      <TimeField
        form={form}
        name="expires_at"
        label={t('content.fields.expires_at')}
        hint={t('content.untilHint')}
      />
    </div>
  )
}

/** The brand a row shows on, one or every brand. */
export function BrandField({ form }: { form: FormPart<{ brand: Brand | null }> }) {
  const { t } = useTranslation()
  return (
    <BrandSelect
      label={t('content.fields.brand')}
      value={form.values.brand}
      onChange={(brand) => form.update({ brand })}
      everyBrandLabel={t('content.everyBrand')}
      error={form.errorOf('brand')}
    />
  )
}

/** A row's brand and its place in the order, side by side. */
export function BrandAndSortFields({ form }: { form: FormPart<Schedule> }) {
  return (
    <div className="field-row">
      <BrandField form={form} />
      <SortField form={form} />
    </div>
  )
}

/**
 * A home page picture's fields after its text: its address (`picture`, the field of the kind's
 * own name) and where it leads, side by side, then where and when it shows.
 */
export function HomePictureFields({
  form,
  picture,
}: {
  form: FormPart<Schedule & { url: string }>
  picture: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <>
      <div className="field-row">
        {picture}
        <AddressField form={form} name="url" hint={t('content.linkHint')} />
      </div>
      <BrandAndSortFields form={form} />
      <WindowFields form={form} />
    </>
  )
}

/** A row's key, which a new row's English title makes until the operator types one, beside its brand. */
export function KeyAndBrandFields({
  form,
}: {
  form: FormPart<{ key: string | null; title: Texts; brand: Brand | null }>
}) {
  const { t } = useTranslation()
  return (
    <div className="field-row">
      <TextField
        label={t('content.fields.key')}
        hint={t('content.keyHint')}
        value={shownKey(form.values)}
        autoComplete="off"
        error={form.errorOf('key')}
        onChange={(event) => form.update({ key: event.target.value })}
      />
      <BrandField form={form} />
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
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      error={error}
      onChange={(event) => onChange(BRANDS.find((brand) => brand === event.target.value) ?? null)}
    >
      {everyBrandLabel !== undefined && <option value="">{everyBrandLabel}</option>}
      {BRANDS.map((brand) => (
        <option key={brand} value={brand}>
          {brand}
        </option>
      ))}
    </SelectField>
  )
}

/** A display position: lower comes first. */
export function SortField({ form }: { form: FormPart<{ sort: number }> }) {
  const { t } = useTranslation()
  return (
    <TextField
      label={t('content.fields.sort')}
      hint={t('content.sortHint')}
      type="number"
      inputMode="numeric"
      value={String(form.values.sort)}
      error={form.errorOf('sort')}
      onChange={(event) => form.update({ sort: Math.trunc(Number(event.target.value)) || 0 })}
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
