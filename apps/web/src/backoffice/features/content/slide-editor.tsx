import type { OperatorSlide } from '@app/contract'
import type { Brand, Language } from '@app/domain'
import { useState } from 'react'
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
import { SlidePreview } from './player-previews'
import { thisMinute } from './publish-window'

const NAME_MAX_LENGTH = 200

/** Writes a carousel slide: its picture, its caption in every language, where it leads and its window. */
export function SlideEditor({ editing, onClose, onSaved }: EditorProps<OperatorSlide>) {
  const { t } = useTranslation()
  const row = editing?.kind === 'edit' ? editing.row : undefined
  return (
    <EditorDialog
      title={row ? t('content.slides.editTitle', { id: row.id }) : t('content.slides.newTitle')}
      isOpen={editing !== undefined}
      onClose={onClose}
    >
      <SlideForm row={row} onClose={onClose} onSaved={onSaved} />
    </EditorDialog>
  )
}

function SlideForm({
  row,
  onClose,
  onSaved,
}: {
  row: OperatorSlide | undefined
  onClose: () => void
  onSaved: (row: OperatorSlide) => void
}) {
  const { t } = useTranslation()
  const [language, setLanguage] = useState<Language>('en')
  const [brand, setBrand] = useState<Brand | null>(brandOf(row?.brand ?? null))
  const [pic, setPic] = useState(row?.pic ?? '')
  const [url, setUrl] = useState(row?.url ?? '')
  const [name, setName] = useState<Texts>(row ? textsOf(row.name) : emptyTexts())
  const [sort, setSort] = useState(row?.sort ?? 0)
  const [publishAt, setPublishAt] = useState<string | null>(row?.publish_at ?? thisMinute())
  const [expiresAt, setExpiresAt] = useState<string | null>(row?.expires_at ?? null)
  const { isSaving, failure, run } = useSaving()
  const errorOf = useFieldErrors(failure)

  const handleSubmit = () =>
    run(async () => {
      const input = {
        brand,
        pic: pic.trim(),
        url: url.trim(),
        name: localizedInput(name),
        sort,
        publish_at: publishAt ?? '',
        expires_at: expiresAt,
      }
      onSaved(await contentApi.saveSlide(input, row?.id))
    })

  return (
    <EditorForm
      language={language}
      onLanguage={setLanguage}
      texts={[name]}
      failure={failure}
      isSaving={isSaving}
      onSubmit={handleSubmit}
      onCancel={onClose}
      preview={<SlidePreview pic={pic.trim()} name={shownText(name, language)} />}
    >
      <LocalizedField
        label={t('content.fields.name')}
        texts={name}
        language={language}
        maxLength={NAME_MAX_LENGTH}
        error={errorOf('name')}
        onChange={(each, text) => setName((current) => ({ ...current, [each]: text }))}
      />
      <div className="field-row">
        <TextField
          label={t('content.fields.pic')}
          hint={t('content.slideImageHint')}
          value={pic}
          autoComplete="off"
          error={errorOf('pic')}
          onChange={(event) => setPic(event.target.value)}
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
