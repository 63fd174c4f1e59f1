import type { OperatorPromotion } from '@app/contract'
import type { Brand, Language } from '@app/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../shared/ui/form-fields'
import { contentApi } from './content-api'
import {
  BrandSelect,
  brandOf,
  InstantField,
  keyOf,
  LocalizedField,
  SortField,
  useFieldErrors,
  WindowFields,
} from './content-fields'
import { emptyTexts, localizedInput, shownText, type Texts, textsOf } from './content-texts'
import { EditorDialog, EditorForm, type EditorProps, useSaving } from './editor-form'
import { PromotionPreview } from './player-previews'
import { thisMinute } from './publish-window'

const TITLE_MAX_LENGTH = 200
const TEXT_MAX_LENGTH = 20_000

/**
 * Writes a promotion: its picture, title, offer and terms in every language, the period the offer
 * applies, and when the promotion is shown (a promotion can be shown before its period begins).
 */
export function PromotionEditor({ editing, onClose, onSaved }: EditorProps<OperatorPromotion>) {
  const { t } = useTranslation()
  const row = editing?.kind === 'edit' ? editing.row : undefined
  return (
    <EditorDialog
      title={row ? t('content.promotions.editTitle', { key: row.key }) : t('content.promotions.newTitle')}
      isOpen={editing !== undefined}
      onClose={onClose}
    >
      <PromotionForm row={row} onClose={onClose} onSaved={onSaved} />
    </EditorDialog>
  )
}

function PromotionForm({
  row,
  onClose,
  onSaved,
}: {
  row: OperatorPromotion | undefined
  onClose: () => void
  onSaved: (row: OperatorPromotion) => void
}) {
  const { t } = useTranslation()
  const [language, setLanguage] = useState<Language>('en')
  const [key, setKey] = useState(row?.key ?? '')
  const [isKeyTyped, setKeyTyped] = useState(row !== undefined)
  const [brand, setBrand] = useState<Brand | null>(brandOf(row?.brand ?? null))
  const [imageUrl, setImageUrl] = useState(row?.image_url ?? '')
  const [title, setTitle] = useState<Texts>(row ? textsOf(row.title) : emptyTexts())
  const [body, setBody] = useState<Texts>(row ? textsOf(row.body) : emptyTexts())
  const [terms, setTerms] = useState<Texts>(row ? textsOf(row.terms) : emptyTexts())
  const [startsAt, setStartsAt] = useState<string | null>(row?.starts_at ?? thisMinute())
  const [endsAt, setEndsAt] = useState<string | null>(row?.ends_at ?? null)
  const [sort, setSort] = useState(row?.sort ?? 0)
  const [publishAt, setPublishAt] = useState<string | null>(row?.publish_at ?? thisMinute())
  const [expiresAt, setExpiresAt] = useState<string | null>(row?.expires_at ?? null)
  const { isSaving, failure, run } = useSaving()
  const errorOf = useFieldErrors(failure)
  const shownKey = isKeyTyped ? key : keyOf(title.en)

  const handleSubmit = () =>
    run(async () => {
      const input = {
        key: shownKey,
        brand,
        image_url: imageUrl.trim(),
        title: localizedInput(title),
        body: localizedInput(body),
        terms: localizedInput(terms),
        starts_at: startsAt ?? '',
        ends_at: endsAt,
        sort,
        publish_at: publishAt ?? '',
        expires_at: expiresAt,
      }
      onSaved(await contentApi.savePromotion(input, row?.id))
    })

  return (
    <EditorForm
      language={language}
      onLanguage={setLanguage}
      texts={[title, body, terms]}
      failure={failure}
      isSaving={isSaving}
      onSubmit={handleSubmit}
      onCancel={onClose}
      preview={
        <PromotionPreview
          imageUrl={imageUrl.trim()}
          title={shownText(title, language)}
          body={shownText(body, language)}
          terms={shownText(terms, language)}
          startsAt={startsAt}
          endsAt={endsAt}
        />
      }
    >
      <LocalizedField
        label={t('content.fields.title')}
        texts={title}
        language={language}
        maxLength={TITLE_MAX_LENGTH}
        error={errorOf('title')}
        onChange={(each, text) => setTitle((current) => ({ ...current, [each]: text }))}
      />
      <LocalizedField
        label={t('content.fields.body')}
        texts={body}
        language={language}
        maxLength={TEXT_MAX_LENGTH}
        isMultiline
        error={errorOf('body')}
        onChange={(each, text) => setBody((current) => ({ ...current, [each]: text }))}
      />
      <LocalizedField
        label={t('content.fields.terms')}
        texts={terms}
        language={language}
        maxLength={TEXT_MAX_LENGTH}
        isMultiline
        error={errorOf('terms')}
        onChange={(each, text) => setTerms((current) => ({ ...current, [each]: text }))}
      />
      <TextField
        label={t('content.fields.image_url')}
        hint={t('content.imageHint')}
        value={imageUrl}
        autoComplete="off"
        error={errorOf('image_url')}
        onChange={(event) => setImageUrl(event.target.value)}
      />
      <div className="field-row">
        <TextField
          label={t('content.fields.key')}
          hint={t('content.keyHint')}
          value={shownKey}
          autoComplete="off"
          error={errorOf('key')}
          onChange={(event) => {
            setKeyTyped(true)
            setKey(event.target.value)
          }}
        />
        <BrandSelect
          label={t('content.fields.brand')}
          value={brand}
          onChange={setBrand}
          everyBrandLabel={t('content.everyBrand')}
          error={errorOf('brand')}
        />
      </div>
      <div className="field-row">
        <InstantField
          label={t('content.fields.starts_at')}
          value={startsAt}
          onChange={setStartsAt}
          error={errorOf('starts_at')}
        />
        <InstantField
          label={t('content.fields.ends_at')}
          hint={t('content.endsHint')}
          value={endsAt}
          onChange={setEndsAt}
          error={errorOf('ends_at')}
        />
      </div>
      <SortField value={sort} onChange={setSort} error={errorOf('sort')} />
      <WindowFields
        publishAt={publishAt}
        expiresAt={expiresAt}
        onPublishAt={setPublishAt}
        onExpiresAt={setExpiresAt}
        errorOf={errorOf}
      />
    </EditorForm>
  )
}
