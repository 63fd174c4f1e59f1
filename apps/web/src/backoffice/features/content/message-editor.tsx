import type { OperatorPrivateMessage } from '@app/contract'
import { useTranslation } from 'react-i18next'
import { contentApi } from './content-api'
import { BrandField, LocalizedField, WindowFields } from './content-fields'
import { localizedInput, shownText, textsOf } from './content-texts'
import { EditorForm, type EditorProps, useEditorForm } from './editor-form'
import { brandOf } from './editor-values'
import { AudienceFieldset, audienceOf, NEW_AUDIENCE, useAudienceText } from './message-audience'
import { MessagePreview } from './player-previews'

const TITLE_MAX_LENGTH = 200
const BODY_MAX_LENGTH = 10_000

/**
 * Writes a private message: to one player, every player or a segment, sent now or at a time, and
 * shown until an expiry. A message's audience is fixed once it exists; its texts and times are not
 * (a message that went out cannot move back into the future).
 */
export function MessageEditor({ row, onClose, onSaved }: EditorProps<OperatorPrivateMessage>) {
  const { t } = useTranslation()
  const audienceText = useAudienceText()
  const form = useEditorForm(() => ({
    audience: NEW_AUDIENCE,
    /** A send was tried before the audience had its value: the audience's fields say so. */
    isAudienceIncomplete: false,
    brand: brandOf(row?.brand ?? null),
    title: textsOf(row?.title),
    body: textsOf(row?.body),
    // Empty: the message goes out when it is saved.
    publish_at: row?.publish_at ?? null,
    expires_at: row?.expires_at ?? null,
  }))
  const { values, update, errorOf, language } = form

  async function handleSave() {
    const texts = {
      brand: values.brand,
      title: localizedInput(values.title),
      body: localizedInput(values.body),
      ...(values.publish_at === null ? {} : { publish_at: values.publish_at }),
      expires_at: values.expires_at,
    }
    if (row) {
      onSaved(await contentApi.editMessage(row.id, texts))
      return
    }
    const chosen = audienceOf(values.audience)
    update({ isAudienceIncomplete: chosen === undefined })
    if (chosen) onSaved(await contentApi.sendMessage({ ...texts, audience: chosen }))
  }

  return (
    <EditorForm
      form={form}
      texts={[values.title, values.body]}
      preview={
        <MessagePreview
          title={shownText(values.title, language)}
          body={shownText(values.body, language)}
          sentAt={values.publish_at}
          audience={row ? row.audience.kind : values.audience.kind}
        />
      }
      onSave={handleSave}
      onCancel={onClose}
    >
      {row ? (
        <p className="bo-facts-line">
          <span className="muted">{t('content.fields.audience')}:</span> {audienceText(row.audience)}
        </p>
      ) : (
        <AudienceFieldset
          fields={values.audience}
          onChange={(audience) => update({ audience, isAudienceIncomplete: false })}
          errorOf={(field) =>
            errorOf(field) ??
            (values.isAudienceIncomplete ? t('content.messages.audienceMissing') : undefined)
          }
        />
      )}
      <LocalizedField form={form} name="title" maxLength={TITLE_MAX_LENGTH} />
      <LocalizedField form={form} name="body" maxLength={BODY_MAX_LENGTH} isMultiline />
      <BrandField form={form} />
      <WindowFields
        form={form}
        startLabel={t('content.fields.send_at')}
        startHint={t('content.messages.sendAtHint')}
      />
    </EditorForm>
  )
}
