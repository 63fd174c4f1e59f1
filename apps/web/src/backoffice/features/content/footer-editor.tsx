import type { OperatorFooter } from '@app/contract'
import { BRANDS, type Brand } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { contentApi } from './content-api'
import { BrandSelect, LocalizedField, TimeField } from './content-fields'
import { localizedInput, shownText, textsOf } from './content-texts'
import { EditorForm, type EditorProps, useEditorForm } from './editor-form'
import { brandOf } from './editor-values'
import { FooterPreview } from './player-previews'
import { instantOrThisMinute } from './publish-window'

const FOOTER_MAX_LENGTH = 2000

/**
 * Writes a version of a brand's footer text (its legal and licensing line). A version takes over
 * from its time until a later one does, so the footer never goes blank; a new version starts from
 * the brand's current text.
 */
export function FooterEditor({
  row,
  onClose,
  onSaved,
  brand: listedBrand,
  current,
}: EditorProps<OperatorFooter> & {
  /** The brand the list shows, for a new version. */
  brand: Brand | null
  /** The brand's version players see now, to start a new version from. */
  current: OperatorFooter | undefined
}) {
  const { t } = useTranslation()
  const form = useEditorForm(() => ({
    brand: brandOf(row?.brand ?? null) ?? listedBrand ?? BRANDS[0],
    footer: textsOf((row ?? current)?.footer),
    publish_at: instantOrThisMinute(row?.publish_at),
  }))
  const { values, update, errorOf } = form
  return (
    <EditorForm
      form={form}
      texts={[values.footer]}
      preview={<FooterPreview text={shownText(values.footer, form.language)} brand={values.brand} />}
      onSave={async () => {
        const input = {
          brand: values.brand,
          footer: localizedInput(values.footer),
          publish_at: values.publish_at ?? '',
        }
        onSaved(await contentApi.saveFooter(input, row?.id))
      }}
      onCancel={onClose}
    >
      <LocalizedField form={form} name="footer" maxLength={FOOTER_MAX_LENGTH} isMultiline />
      <div className="field-row">
        <BrandSelect
          label={t('content.fields.brand')}
          value={values.brand}
          onChange={(brand) => update({ brand: brand ?? values.brand })}
          error={errorOf('brand')}
        />
        <TimeField
          form={form}
          name="publish_at"
          label={t('content.fields.takes_over_at')}
          hint={t('content.footer.takesOverHint')}
        />
      </div>
    </EditorForm>
  )
}
