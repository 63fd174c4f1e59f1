import type { OperatorContentEntry } from '@app/contract'
import { contentApi } from './content-api'
import { KeyAndBrandFields, LocalizedField, SortField, WindowFields } from './content-fields'
import { shownText } from './content-texts'
import { EditorForm, type EditorProps, useEditorForm } from './editor-form'
import { keyedTextInput, keyedTextOf } from './editor-values'
import { AnnouncementPreview } from './player-previews'

const TITLE_MAX_LENGTH = 200
const BODY_MAX_LENGTH = 40_000

/** Writes an announcement of the announcements page: key, brand, title and text, place and window. */
export function AnnouncementEditor({ row, onClose, onSaved }: EditorProps<OperatorContentEntry>) {
  const form = useEditorForm(() => keyedTextOf(row))
  const { values, language } = form
  return (
    <EditorForm
      form={form}
      texts={[values.title, values.body]}
      preview={
        <AnnouncementPreview
          title={shownText(values.title, language)}
          body={shownText(values.body, language)}
          publishAt={values.publish_at}
        />
      }
      onSave={async () => {
        const input = { ...keyedTextInput(values), category: row?.category ?? null }
        onSaved(await contentApi.saveAnnouncement(input, row?.id))
      }}
      onCancel={onClose}
    >
      <LocalizedField form={form} name="title" maxLength={TITLE_MAX_LENGTH} />
      <LocalizedField form={form} name="body" maxLength={BODY_MAX_LENGTH} isMultiline />
      <KeyAndBrandFields form={form} />
      <SortField form={form} />
      <WindowFields form={form} />
    </EditorForm>
  )
}
