import type { OperatorFooter } from '@app/contract'
import { BRANDS } from '@app/domain'
import { contentApi } from './content-api'
import { brandColumn, instantColumn, stateColumn, textColumn } from './content-columns'
import { type ContentKind, ContentListTab } from './content-list'
import { FooterEditor } from './footer-editor'

const FOOTERS: ContentKind<OperatorFooter> = {
  texts: 'footer',
  load: contentApi.footers,
  columns: [
    brandColumn(),
    textColumn('footer', (row) => row.footer),
    instantColumn('takes_over_at', (row) => row.publish_at),
    stateColumn('content.footerState'),
  ],
  namesOf: (row) => ({ brand: row.brand, id: row.id }),
}

/**
 * The footer's legal and licensing text of each brand, as versions: the live one, those scheduled
 * to take over, and those replaced. A new version starts from the brand's live text.
 */
export function FooterTab() {
  return (
    <ContentListTab
      kind={FOOTERS}
      renderEditor={(editor, list) => {
        const brand = list.brand ?? BRANDS[0]
        const live = list.rows.find((row) => row.brand === brand && row.state === 'live')
        return <FooterEditor {...editor} brand={list.brand} current={live} />
      }}
    />
  )
}
