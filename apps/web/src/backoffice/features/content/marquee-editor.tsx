import type { OperatorMarqueeNotice } from '@app/contract'
import type { Brand, Language } from '@app/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
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
import { MarqueePreview } from './player-previews'
import { thisMinute } from './publish-window'

/** The longest marquee line the server takes, in each language. */
const MARQUEE_MAX_LENGTH = 500

/** Writes a marquee line: its text in every language, the brand, its place and its window. */
export function MarqueeEditor({ editing, onClose, onSaved }: EditorProps<OperatorMarqueeNotice>) {
  const { t } = useTranslation()
  const row = editing?.kind === 'edit' ? editing.row : undefined
  return (
    <EditorDialog
      title={row ? t('content.marquee.editTitle', { id: row.id }) : t('content.marquee.newTitle')}
      isOpen={editing !== undefined}
      onClose={onClose}
    >
      <MarqueeForm row={row} onClose={onClose} onSaved={onSaved} />
    </EditorDialog>
  )
}

function MarqueeForm({
  row,
  onClose,
  onSaved,
}: {
  row: OperatorMarqueeNotice | undefined
  onClose: () => void
  onSaved: (row: OperatorMarqueeNotice) => void
}) {
  const { t } = useTranslation()
  const [language, setLanguage] = useState<Language>('en')
  const [brand, setBrand] = useState<Brand | null>(brandOf(row?.brand ?? null))
  const [content, setContent] = useState<Texts>(row ? textsOf(row.content) : emptyTexts())
  const [sort, setSort] = useState(row?.sort ?? 0)
  const [publishAt, setPublishAt] = useState<string | null>(row?.publish_at ?? thisMinute())
  const [expiresAt, setExpiresAt] = useState<string | null>(row?.expires_at ?? null)
  const { isSaving, failure, run } = useSaving()
  const errorOf = useFieldErrors(failure)

  const handleSubmit = () =>
    run(async () => {
      const input = {
        brand,
        content: localizedInput(content),
        sort,
        publish_at: publishAt ?? '',
        expires_at: expiresAt,
      }
      onSaved(await contentApi.saveMarquee(input, row?.id))
    })

  return (
    <EditorForm
      language={language}
      onLanguage={setLanguage}
      texts={[content]}
      failure={failure}
      isSaving={isSaving}
      onSubmit={handleSubmit}
      onCancel={onClose}
      preview={<MarqueePreview text={shownText(content, language)} />}
    >
      <LocalizedField
        label={t('content.fields.content')}
        texts={content}
        language={language}
        maxLength={MARQUEE_MAX_LENGTH}
        error={errorOf('content')}
        onChange={(each, text) => setContent((current) => ({ ...current, [each]: text }))}
      />
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
