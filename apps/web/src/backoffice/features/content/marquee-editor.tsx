import type { OperatorMarqueeNotice } from '@app/contract'
import { contentApi } from './content-api'
import { BrandAndSortFields, LocalizedField, WindowFields } from './content-fields'
import { localizedInput, shownText, textsOf } from './content-texts'
import { EditorForm, type EditorProps, useEditorForm } from './editor-form'
import { scheduleInput, scheduleOf } from './editor-values'
import { MarqueePreview } from './player-previews'

/** The longest marquee line the server takes, in each language. */
const MARQUEE_MAX_LENGTH = 500

/** Writes a marquee line: its text in every language, the brand, its place and its window. */
export function MarqueeEditor({ row, onClose, onSaved }: EditorProps<OperatorMarqueeNotice>) {
  const form = useEditorForm(() => ({ ...scheduleOf(row), content: textsOf(row?.content) }))
  const { values, language } = form
  return (
    <EditorForm
      form={form}
      texts={[values.content]}
      preview={<MarqueePreview text={shownText(values.content, language)} />}
      onSave={async () => {
        const input = { ...scheduleInput(values), content: localizedInput(values.content) }
        onSaved(await contentApi.saveMarquee(input, row?.id))
      }}
      onCancel={onClose}
    >
      <LocalizedField form={form} name="content" maxLength={MARQUEE_MAX_LENGTH} />
      <BrandAndSortFields form={form} />
      <WindowFields form={form} />
    </EditorForm>
  )
}
