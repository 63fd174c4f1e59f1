import type { OperatorBanner, OperatorSlide } from '@app/contract'
import { BannerEditor } from './banner-editor'
import { contentApi } from './content-api'
import { brandColumn, pictureColumn, sortColumn, textColumn, windowColumns } from './content-columns'
import { type ContentKind, ContentListTab } from './content-list'
import { SlideEditor } from './slide-editor'

const BANNERS: ContentKind<OperatorBanner> = {
  texts: 'banners',
  load: contentApi.banners,
  columns: [
    pictureColumn('src', (row) => row.src, 48),
    textColumn('alt', (row) => row.alt, {
      detail: (row) => row.url,
      tag: (row) => `content.banners.kind.${row.kind}`,
    }),
    brandColumn(),
    ...windowColumns(),
    sortColumn(),
  ],
  namesOf: (row) => ({ id: row.id }),
}

const SLIDES: ContentKind<OperatorSlide> = {
  texts: 'slides',
  load: contentApi.slides,
  columns: [
    pictureColumn('pic', (row) => row.pic, 32),
    textColumn('name', (row) => row.name, { detail: (row) => row.url }),
    brandColumn(),
    ...windowColumns(),
    sortColumn(),
  ],
  namesOf: (row) => ({ id: row.id }),
}

/** The home page's pictures: the download banner and promotion images, and the carousel's slides. */
export function BannersTab() {
  return (
    <div className="bo-content-tab">
      <ContentListTab kind={BANNERS} renderEditor={(editor) => <BannerEditor {...editor} />} />
      <ContentListTab kind={SLIDES} renderEditor={(editor) => <SlideEditor {...editor} />} />
    </div>
  )
}
