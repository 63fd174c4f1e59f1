import { AD_KIND, type OperatorBanner } from '@app/contract'
import { useTranslation } from 'react-i18next'
import { SelectField } from '../../../shared/ui/form-fields'
import { contentApi } from './content-api'
import { AddressField, HomePictureFields, LocalizedField } from './content-fields'
import { localizedInput, shownText, textsOf } from './content-texts'
import { EditorForm, type EditorProps, useEditorForm } from './editor-form'
import { scheduleInput, scheduleOf } from './editor-values'
import { BannerPreview } from './player-previews'

const ALT_MAX_LENGTH = 200
type BannerKind = OperatorBanner['kind']
const BANNER_KINDS: readonly BannerKind[] = [AD_KIND.download, AD_KIND.promotion]

/**
 * Writes a home banner: the download banner (players see the first live one) or a promotion
 * image (players see the first two), its picture, its text, where it leads and its window.
 */
export function BannerEditor({ row, onClose, onSaved }: EditorProps<OperatorBanner>) {
  const { t } = useTranslation()
  const form = useEditorForm(() => ({
    ...scheduleOf(row),
    kind: row?.kind ?? AD_KIND.promotion,
    src: row?.src ?? '',
    url: row?.url ?? '',
    alt: textsOf(row?.alt),
  }))
  const { values, update } = form
  return (
    <EditorForm
      form={form}
      texts={[values.alt]}
      preview={
        <BannerPreview
          kind={values.kind}
          src={values.src.trim()}
          alt={shownText(values.alt, form.language)}
        />
      }
      onSave={async () => {
        const input = {
          ...scheduleInput(values),
          kind: values.kind,
          src: values.src.trim(),
          url: values.url.trim(),
          alt: localizedInput(values.alt),
        }
        onSaved(await contentApi.saveBanner(input, row?.id))
      }}
      onCancel={onClose}
    >
      <SelectField
        label={t('content.fields.kind')}
        hint={t(`content.banners.kindHint.${values.kind}`)}
        value={values.kind}
        onChange={(event) =>
          update({ kind: event.target.value === '0' ? AD_KIND.download : AD_KIND.promotion })
        }
      >
        {BANNER_KINDS.map((each) => (
          <option key={each} value={each}>
            {t(`content.banners.kind.${each}`)}
          </option>
        ))}
      </SelectField>
      <LocalizedField form={form} name="alt" maxLength={ALT_MAX_LENGTH} />
      <HomePictureFields
        form={form}
        picture={<AddressField form={form} name="src" hint={t('content.imageHint')} />}
      />
    </EditorForm>
  )
}
