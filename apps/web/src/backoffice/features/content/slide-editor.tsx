import type { OperatorSlide } from '@app/contract'
import { useTranslation } from 'react-i18next'
import { contentApi } from './content-api'
import { AddressField, HomePictureFields, LocalizedField } from './content-fields'
import { localizedInput, shownText, textsOf } from './content-texts'
import { EditorForm, type EditorProps, useEditorForm } from './editor-form'
import { scheduleInput, scheduleOf } from './editor-values'
import { SlidePreview } from './player-previews'

const NAME_MAX_LENGTH = 200

/** Writes a carousel slide: its picture, its caption in every language, where it leads and its window. */
export function SlideEditor({ row, onClose, onSaved }: EditorProps<OperatorSlide>) {
  const { t } = useTranslation()
  const form = useEditorForm(() => ({
    ...scheduleOf(row),
    pic: row?.pic ?? '',
    url: row?.url ?? '',
    name: textsOf(row?.name),
  }))
  const { values } = form
  return (
    <EditorForm
      form={form}
      texts={[values.name]}
      preview={<SlidePreview pic={values.pic.trim()} name={shownText(values.name, form.language)} />}
      onSave={async () => {
        const input = {
          ...scheduleInput(values),
          pic: values.pic.trim(),
          url: values.url.trim(),
          name: localizedInput(values.name),
        }
        onSaved(await contentApi.saveSlide(input, row?.id))
      }}
      onCancel={onClose}
    >
      <LocalizedField form={form} name="name" maxLength={NAME_MAX_LENGTH} />
      <HomePictureFields
        form={form}
        picture={<AddressField form={form} name="pic" hint={t('content.slideImageHint')} />}
      />
    </EditorForm>
  )
}
