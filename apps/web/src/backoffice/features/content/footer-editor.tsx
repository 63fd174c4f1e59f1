import type { OperatorFooter } from '@app/contract'
import { BRANDS, type Brand, type Language } from '@app/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { contentApi } from './content-api'
import { BrandSelect, brandOf, InstantField, LocalizedField, useFieldErrors } from './content-fields'
import { emptyTexts, localizedInput, shownText, type Texts, textsOf } from './content-texts'
import { EditorDialog, EditorForm, type EditorProps, useSaving } from './editor-form'
import { FooterPreview } from './player-previews'
import { thisMinute } from './publish-window'

const FOOTER_MAX_LENGTH = 2000

/**
 * Writes a version of a brand's footer text (its legal and licensing line). A version takes over
 * from its time until a later one does, so the footer never goes blank; a new version starts from
 * the brand's current text.
 */
export function FooterEditor({
  editing,
  onClose,
  onSaved,
  brand,
  current,
}: EditorProps<OperatorFooter> & {
  /** The brand the list shows, for a new version. */
  brand: Brand | null
  /** The brand's version players see now, to start a new version from. */
  current: OperatorFooter | undefined
}) {
  const { t } = useTranslation()
  const row = editing?.kind === 'edit' ? editing.row : undefined
  return (
    <EditorDialog
      title={row ? t('content.footer.editTitle', { brand: row.brand }) : t('content.footer.newTitle')}
      isOpen={editing !== undefined}
      onClose={onClose}
    >
      <FooterForm row={row} startFrom={current} brand={brand} onClose={onClose} onSaved={onSaved} />
    </EditorDialog>
  )
}

function FooterForm({
  row,
  startFrom,
  brand: listedBrand,
  onClose,
  onSaved,
}: {
  row: OperatorFooter | undefined
  startFrom: OperatorFooter | undefined
  brand: Brand | null
  onClose: () => void
  onSaved: (row: OperatorFooter) => void
}) {
  const { t } = useTranslation()
  const [language, setLanguage] = useState<Language>('en')
  const [brand, setBrand] = useState<Brand>(brandOf(row?.brand ?? null) ?? listedBrand ?? BRANDS[0])
  const [footer, setFooter] = useState<Texts>(() => {
    const source = row ?? startFrom
    return source ? textsOf(source.footer) : emptyTexts()
  })
  const [publishAt, setPublishAt] = useState<string | null>(row?.publish_at ?? thisMinute())
  const { isSaving, failure, run } = useSaving()
  const errorOf = useFieldErrors(failure)

  const handleSubmit = () =>
    run(async () => {
      const input = { brand, footer: localizedInput(footer), publish_at: publishAt ?? '' }
      onSaved(await contentApi.saveFooter(input, row?.id))
    })

  return (
    <EditorForm
      language={language}
      onLanguage={setLanguage}
      texts={[footer]}
      failure={failure}
      isSaving={isSaving}
      onSubmit={handleSubmit}
      onCancel={onClose}
      preview={<FooterPreview text={shownText(footer, language)} brand={brand} />}
    >
      <LocalizedField
        label={t('content.fields.footer')}
        texts={footer}
        language={language}
        maxLength={FOOTER_MAX_LENGTH}
        isMultiline
        error={errorOf('footer')}
        onChange={(each, text) => setFooter((current) => ({ ...current, [each]: text }))}
      />
      <div className="field-row">
        <BrandSelect
          label={t('content.fields.brand')}
          value={brand}
          onChange={(next) => setBrand(next ?? brand)}
          error={errorOf('brand')}
        />
        <InstantField
          label={t('content.fields.takes_over_at')}
          hint={t('content.footer.takesOverHint')}
          value={publishAt}
          onChange={setPublishAt}
          error={errorOf('publish_at')}
        />
      </div>
    </EditorForm>
  )
}
