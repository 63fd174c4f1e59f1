import type { OperatorPrivateMessage } from '@app/contract'
import type { Brand, Language } from '@app/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { contentApi } from './content-api'
import { BrandSelect, brandOf, InstantField, LocalizedField, useFieldErrors } from './content-fields'
import { emptyTexts, localizedInput, shownText, type Texts, textsOf } from './content-texts'
import { EditorDialog, EditorForm, type EditorProps, useSaving } from './editor-form'
import {
  type AudienceFields,
  AudienceFieldset,
  audienceOf,
  NEW_AUDIENCE,
  useAudienceText,
} from './message-audience'
import { MessagePreview } from './player-previews'

const TITLE_MAX_LENGTH = 200
const BODY_MAX_LENGTH = 10_000

/**
 * Writes a private message: to one player, every player or a segment, sent now or at a time, and
 * shown until an expiry. A message's audience is fixed once it exists; its texts and times are not
 * (a message that went out cannot move back into the future).
 */
export function MessageEditor({ editing, onClose, onSaved }: EditorProps<OperatorPrivateMessage>) {
  const { t } = useTranslation()
  const row = editing?.kind === 'edit' ? editing.row : undefined
  return (
    <EditorDialog
      title={row ? t('content.messages.editTitle', { id: row.id }) : t('content.messages.newTitle')}
      isOpen={editing !== undefined}
      onClose={onClose}
    >
      <MessageForm row={row} onClose={onClose} onSaved={onSaved} />
    </EditorDialog>
  )
}

function MessageForm({
  row,
  onClose,
  onSaved,
}: {
  row: OperatorPrivateMessage | undefined
  onClose: () => void
  onSaved: (row: OperatorPrivateMessage) => void
}) {
  const { t } = useTranslation()
  const audienceText = useAudienceText()
  const [language, setLanguage] = useState<Language>('en')
  const [audience, setAudience] = useState<AudienceFields>(NEW_AUDIENCE)
  const [brand, setBrand] = useState<Brand | null>(brandOf(row?.brand ?? null))
  const [title, setTitle] = useState<Texts>(row ? textsOf(row.title) : emptyTexts())
  const [body, setBody] = useState<Texts>(row ? textsOf(row.body) : emptyTexts())
  // Empty: the message goes out when it is saved.
  const [publishAt, setPublishAt] = useState<string | null>(row?.publish_at ?? null)
  const [expiresAt, setExpiresAt] = useState<string | null>(row?.expires_at ?? null)
  const [isAudienceIncomplete, setAudienceIncomplete] = useState(false)
  const { isSaving, failure, run } = useSaving()
  const errorOf = useFieldErrors(failure)
  const audienceKind = row ? row.audience.kind : audience.kind

  const handleSubmit = () =>
    run(async () => {
      const texts = {
        brand,
        title: localizedInput(title),
        body: localizedInput(body),
        ...(publishAt === null ? {} : { publish_at: publishAt }),
        expires_at: expiresAt,
      }
      if (row) {
        onSaved(await contentApi.editMessage(row.id, texts))
        return
      }
      const chosen = audienceOf(audience)
      setAudienceIncomplete(chosen === undefined)
      if (chosen) onSaved(await contentApi.sendMessage({ ...texts, audience: chosen }))
    })

  return (
    <EditorForm
      language={language}
      onLanguage={setLanguage}
      texts={[title, body]}
      failure={failure}
      isSaving={isSaving}
      onSubmit={handleSubmit}
      onCancel={onClose}
      preview={
        <MessagePreview
          title={shownText(title, language)}
          body={shownText(body, language)}
          sentAt={publishAt}
          audience={audienceKind}
        />
      }
    >
      {row ? (
        <p className="bo-facts-line">
          <span className="muted">{t('content.fields.audience')}:</span> {audienceText(row.audience)}
        </p>
      ) : (
        <AudienceFieldset
          fields={audience}
          onChange={(next) => {
            setAudienceIncomplete(false)
            setAudience(next)
          }}
          errorOf={(field) =>
            errorOf(field) ?? (isAudienceIncomplete ? t('content.messages.audienceMissing') : undefined)
          }
        />
      )}
      <LocalizedField
        label={t('content.fields.title')}
        texts={title}
        language={language}
        maxLength={TITLE_MAX_LENGTH}
        error={errorOf('title')}
        onChange={(each, text) => setTitle((current) => ({ ...current, [each]: text }))}
      />
      <LocalizedField
        label={t('content.fields.body')}
        texts={body}
        language={language}
        maxLength={BODY_MAX_LENGTH}
        isMultiline
        error={errorOf('body')}
        onChange={(each, text) => setBody((current) => ({ ...current, [each]: text }))}
      />
      <BrandSelect
        label={t('content.fields.brand')}
        value={brand}
        onChange={setBrand}
        everyBrandLabel={t('content.everyBrand')}
        error={errorOf('brand')}
      />
      <div className="field-row">
        <InstantField
          label={t('content.fields.send_at')}
          hint={t('content.messages.sendAtHint')}
          value={publishAt}
          onChange={setPublishAt}
          error={errorOf('publish_at')}
        />
        <InstantField
          label={t('content.fields.expires_at')}
          hint={t('content.untilHint')}
          value={expiresAt}
          onChange={setExpiresAt}
          error={errorOf('expires_at')}
        />
      </div>
    </EditorForm>
  )
}
