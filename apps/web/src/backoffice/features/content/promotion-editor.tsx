import type { OperatorPromotion } from '@app/contract'
import { useTranslation } from 'react-i18next'
import { contentApi } from './content-api'
import {
  AddressField,
  KeyAndBrandFields,
  LocalizedField,
  SortField,
  TimeField,
  WindowFields,
} from './content-fields'
import { localizedInput, shownText, textsOf } from './content-texts'
import { EditorForm, type EditorProps, useEditorForm } from './editor-form'
import { keyedTextInput, keyedTextOf } from './editor-values'
import { PromotionPreview } from './player-previews'
import { instantOrThisMinute } from './publish-window'

const TITLE_MAX_LENGTH = 200
const TEXT_MAX_LENGTH = 20_000

/**
 * Writes a promotion: its picture, title, offer and terms in every language, the period the offer
 * applies, and when the promotion is shown (a promotion can be shown before its period begins).
 */
export function PromotionEditor({ row, onClose, onSaved }: EditorProps<OperatorPromotion>) {
  const { t } = useTranslation()
  const form = useEditorForm(() => ({
    ...keyedTextOf(row),
    image_url: row?.image_url ?? '',
    terms: textsOf(row?.terms),
    starts_at: instantOrThisMinute(row?.starts_at),
    ends_at: row?.ends_at ?? null,
  }))
  const { values, language } = form
  return (
    <EditorForm
      form={form}
      texts={[values.title, values.body, values.terms]}
      preview={
        <PromotionPreview
          imageUrl={values.image_url.trim()}
          title={shownText(values.title, language)}
          body={shownText(values.body, language)}
          terms={shownText(values.terms, language)}
          startsAt={values.starts_at}
          endsAt={values.ends_at}
        />
      }
      onSave={async () => {
        const input = {
          ...keyedTextInput(values),
          image_url: values.image_url.trim(),
          terms: localizedInput(values.terms),
          starts_at: values.starts_at ?? '',
          ends_at: values.ends_at,
        }
        onSaved(await contentApi.savePromotion(input, row?.id))
      }}
      onCancel={onClose}
    >
      <LocalizedField form={form} name="title" maxLength={TITLE_MAX_LENGTH} />
      <LocalizedField form={form} name="body" maxLength={TEXT_MAX_LENGTH} isMultiline />
      <LocalizedField form={form} name="terms" maxLength={TEXT_MAX_LENGTH} isMultiline />
      <AddressField form={form} name="image_url" hint={t('content.imageHint')} />
      <KeyAndBrandFields form={form} />
      <div className="field-row">
        <TimeField form={form} name="starts_at" label={t('content.fields.starts_at')} />
        <TimeField
          form={form}
          name="ends_at"
          label={t('content.fields.ends_at')}
          hint={t('content.endsHint')}
        />
      </div>
      <SortField form={form} />
      <WindowFields form={form} />
    </EditorForm>
  )
}
