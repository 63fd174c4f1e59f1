import type { OperatorContentEntry, OperatorMarqueeNotice } from '@app/contract'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { FormTabs } from '../../../shared/ui/form-fields'
import { AnnouncementEditor } from './announcement-editor'
import { contentApi } from './content-api'
import { brandColumn, sortColumn, textColumn, windowColumns } from './content-columns'
import { type ContentKind, ContentListTab } from './content-list'
import { MarqueeEditor } from './marquee-editor'

const PLACES = ['marquee', 'page'] as const
type Place = (typeof PLACES)[number]
const PLACE_PARAM = 'place'
const isPlace = (text: string | null): text is Place => PLACES.some((place) => place === text)

const MARQUEE: ContentKind<OperatorMarqueeNotice> = {
  texts: 'marquee',
  load: contentApi.marquee,
  columns: [textColumn('content', (row) => row.content), brandColumn(), ...windowColumns(), sortColumn()],
  namesOf: (row) => ({ id: row.id }),
}

const ANNOUNCEMENTS: ContentKind<OperatorContentEntry> = {
  texts: 'announcements',
  load: contentApi.announcements,
  columns: [
    textColumn('title', (row) => row.title, { detail: (row) => row.key }),
    brandColumn(),
    ...windowColumns(),
  ],
  namesOf: (row) => ({ key: row.key }),
}

/**
 * Announcements, in the two places players read them: the home page's marquee (one line each)
 * and the announcements page (a title and a text each).
 */
export function AnnouncementsTab() {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const requested = search.get(PLACE_PARAM)
  const place: Place = isPlace(requested) ? requested : 'marquee'
  return (
    <div className="bo-content-tab">
      <FormTabs
        label={t('content.announcements.places')}
        value={place}
        onChange={(next) => setSearch({ [PLACE_PARAM]: next })}
        tabs={PLACES.map((each) => ({ value: each, label: t(`content.announcements.place.${each}`) }))}
      />
      {/* Keyed by place: each list starts afresh (its page, brand and editor) when the place changes. */}
      {place === 'marquee' ? (
        <ContentListTab key={place} kind={MARQUEE} renderEditor={(editor) => <MarqueeEditor {...editor} />} />
      ) : (
        <ContentListTab
          key={place}
          kind={ANNOUNCEMENTS}
          renderEditor={(editor) => <AnnouncementEditor {...editor} />}
        />
      )}
    </div>
  )
}
