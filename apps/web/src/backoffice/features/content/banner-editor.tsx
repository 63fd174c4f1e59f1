import { AD_KIND, type OperatorBanner } from '@app/contract'
import type { Brand, Language } from '@app/domain'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../shared/ui/form-fields'
import { contentApi } from './content-api'
import {
  BrandSelect,
  brandOf,
  LocalizedField,
  SortField,
  useFieldErrors,
  WindowFields,
} from './content-fields'
import { emptyTexts, localizedInput, shownText, type Texts, textsOf } from './content-texts'
import { EditorDialog, EditorForm, type EditorProps, useSaving } from './editor-form'
import { BannerPreview } from './player-previews'
import { thisMinute } from './publish-window'

const ALT_MAX_LENGTH = 200
type BannerKind = OperatorBanner['kind']
const BANNER_KINDS: readonly BannerKind[] = [AD_KIND.download, AD_KIND.promotion]

/**
 * Writes a home banner: the download banner (players see the first live one) or a promotion
 * image (players see the first two), its picture, its text, where it leads and its window.
 */
export function BannerEditor({ editing, onClose, onSaved }: EditorProps<OperatorBanner>) {
  const { t } = useTranslation()
  const row = editing?.kind === 'edit' ? editing.row : undefined
  return (
    <EditorDialog
      title={row ? t('content.banners.editTitle', { id: row.id }) : t('content.banners.newTitle')}
      isOpen={editing !== undefined}
      onClose={onClose}
    >
      <BannerForm row={row} onClose={onClose} onSaved={onSaved} />
    </EditorDialog>
  )
}

function BannerForm({
  row,
  onClose,
  onSaved,
}: {
  row: OperatorBanner | undefined
  onClose: () => void
  onSaved: (row: OperatorBanner) => void
}) {
  const { t } = useTranslation()
  const kindId = useId()
  const [language, setLanguage] = useState<Language>('en')
  const [kind, setKind] = useState<BannerKind>(row?.kind ?? AD_KIND.promotion)
  const [brand, setBrand] = useState<Brand | null>(brandOf(row?.brand ?? null))
  const [src, setSrc] = useState(row?.src ?? '')
  const [url, setUrl] = useState(row?.url ?? '')
  const [alt, setAlt] = useState<Texts>(row ? textsOf(row.alt) : emptyTexts())
  const [sort, setSort] = useState(row?.sort ?? 0)
  const [publishAt, setPublishAt] = useState<string | null>(row?.publish_at ?? thisMinute())
  const [expiresAt, setExpiresAt] = useState<string | null>(row?.expires_at ?? null)
  const { isSaving, failure, run } = useSaving()
  const errorOf = useFieldErrors(failure)

  const handleSubmit = () =>
    run(async () => {
      const input = {
        kind,
        brand,
        src: src.trim(),
        url: url.trim(),
        alt: localizedInput(alt),
        sort,
        publish_at: publishAt ?? '',
        expires_at: expiresAt,
      }
      onSaved(await contentApi.saveBanner(input, row?.id))
    })

  return (
    <EditorForm
      language={language}
      onLanguage={setLanguage}
      texts={[alt]}
      failure={failure}
      isSaving={isSaving}
      onSubmit={handleSubmit}
      onCancel={onClose}
      preview={<BannerPreview kind={kind} src={src.trim()} alt={shownText(alt, language)} />}
    >
      <div className="field">
        <label htmlFor={kindId}>{t('content.fields.kind')}</label>
        <select
          id={kindId}
          value={kind}
          onChange={(event) => setKind(event.target.value === '0' ? AD_KIND.download : AD_KIND.promotion)}
        >
          {BANNER_KINDS.map((each) => (
            <option key={each} value={each}>
              {t(`content.banners.kind.${each}`)}
            </option>
          ))}
        </select>
        <p className="field-hint">{t(`content.banners.kindHint.${kind}`)}</p>
      </div>
      <LocalizedField
        label={t('content.fields.alt')}
        texts={alt}
        language={language}
        maxLength={ALT_MAX_LENGTH}
        error={errorOf('alt')}
        onChange={(each, text) => setAlt((current) => ({ ...current, [each]: text }))}
      />
      <div className="field-row">
        <TextField
          label={t('content.fields.src')}
          hint={t('content.imageHint')}
          value={src}
          autoComplete="off"
          error={errorOf('src')}
          onChange={(event) => setSrc(event.target.value)}
        />
        <TextField
          label={t('content.fields.url')}
          hint={t('content.linkHint')}
          value={url}
          autoComplete="off"
          error={errorOf('url')}
          onChange={(event) => setUrl(event.target.value)}
        />
      </div>
      <div className="field-row">
        <BrandSelect
          label={t('content.fields.brand')}
          value={brand}
          onChange={setBrand}
          everyBrandLabel={t('content.everyBrand')}
          error={errorOf('brand')}
        />
        <SortField value={sort} onChange={setSort} error={errorOf('sort')} />
      </div>
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
