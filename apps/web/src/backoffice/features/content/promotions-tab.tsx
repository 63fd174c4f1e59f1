import type { OperatorPromotion } from '@app/contract'
import { contentApi } from './content-api'
import { brandColumn, PeriodCell, pictureColumn, textColumn, windowColumns } from './content-columns'
import { type ContentKind, ContentListTab } from './content-list'
import { PromotionEditor } from './promotion-editor'

const PROMOTIONS: ContentKind<OperatorPromotion> = {
  texts: 'promotions',
  load: contentApi.promotions,
  columns: [
    pictureColumn('image_url', (row) => row.image_url, 48),
    textColumn('title', (row) => row.title, { detail: (row) => row.key }),
    {
      id: 'period',
      header: 'content.promotions.period',
      cell: (row) => <PeriodCell from={row.starts_at} until={row.ends_at} />,
    },
    brandColumn(),
    ...windowColumns(),
  ],
  namesOf: (row) => ({ key: row.key }),
}

/** Promotions: the cards of the promotions page and their offers, per brand, each in its window. */
export function PromotionsTab() {
  return <ContentListTab kind={PROMOTIONS} renderEditor={(editor) => <PromotionEditor {...editor} />} />
}
