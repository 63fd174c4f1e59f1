import type { OperatorContentEntry } from '@app/contract'
import type { Brand, Language } from '@app/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../shared/ui/form-fields'
import { contentApi } from './content-api'
import {
  BrandSelect,
  brandOf,
  keyOf,
  LocalizedField,
  SortField,
  useFieldErrors,
  WindowFields,
} from './content-fields'
import { emptyTexts, localizedInput, shownText, type Texts, textsOf } from './content-texts'
import { EditorDialog, EditorForm, type EditorProps, useSaving } from './editor-form'
import { AnnouncementPreview } from './player-previews'
import { thisMinute } from './publish-window'

const TITLE_MAX_LENGTH = 200
const BODY_MAX_LENGTH = 40_000

/** Writes an announcement of the announcements page: key, brand, title and text, place and window. */
export function AnnouncementEditor({ editing, onClose, onSaved }: EditorProps<OperatorContentEntry>) {
  const { t } = useTranslation()
  const row = editing?.kind === 'edit' ? editing.row : undefined
  return (
    <EditorDialog
      title={
        row ? t('content.announcements.editTitle', { key: row.key }) : t('content.announcements.newTitle')
      }
      isOpen={editing !== undefined}
      onClose={onClose}
    >
      <AnnouncementForm row={row} onClose={onClose} onSaved={onSaved} />
    </EditorDialog>
  )
}

function AnnouncementForm({
  row,
  onClose,
  onSaved,
}: {
  row: OperatorContentEntry | undefined
  onClose: () => void
  onSaved: (row: OperatorContentEntry) => void
}) {
  const { t } = useTranslation()
  const [language, setLanguage] = useState<Language>('en')
  const [key, setKey] = useState(row?.key ?? '')
  const [isKeyTyped, setKeyTyped] = useState(row !== undefined)
  const [brand, setBrand] = useState<Brand | null>(brandOf(row?.brand ?? null))
  const [title, setTitle] = useState<Texts>(row ? textsOf(row.title) : emptyTexts())
  const [body, setBody] = useState<Texts>(row ? textsOf(row.body) : emptyTexts())
  const [sort, setSort] = useState(row?.sort ?? 0)
  const [publishAt, setPublishAt] = useState<string | null>(row?.publish_at ?? thisMinute())
  const [expiresAt, setExpiresAt] = useState<string | null>(row?.expires_at ?? null)
  const { isSaving, failure, run } = useSaving()
  const errorOf = useFieldErrors(failure)
  // A new announcement's key follows its English title until the operator types one.
  const shownKey = isKeyTyped ? key : keyOf(title.en)

  const handleSubmit = () =>
    run(async () => {
      const input = {
        key: shownKey,
        brand,
        category: row?.category ?? null,
        title: localizedInput(title),
        body: localizedInput(body),
        sort,
        publish_at: publishAt ?? '',
        expires_at: expiresAt,
      }
      onSaved(await contentApi.saveAnnouncement(input, row?.id))
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
        <AnnouncementPreview
          title={shownText(title, language)}
          body={shownText(body, language)}
          publishAt={publishAt}
        />
      }
    >
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
      <div className="field-row">
        <TextField
          label={t('content.fields.key')}
          hint={t('content.keyHint')}
          value={shownKey}
          autoComplete="off"
          error={errorOf('key')}
          onChange={(event) => {
            setKeyTyped(true)
            setKey(event.target.value)
          }}
        />
        <BrandSelect
          label={t('content.fields.brand')}
          value={brand}
          onChange={setBrand}
          everyBrandLabel={t('content.everyBrand')}
          error={errorOf('brand')}
        />
      </div>
      <SortField value={sort} onChange={setSort} error={errorOf('sort')} />
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
