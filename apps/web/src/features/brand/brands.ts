import { BRANDS, type Brand, DEFAULT_BRAND } from '@app/domain'

export type BrandLook = {
  name: string
  logo: string
  /** Social channels shown in the footer. */
  social: { channel: string; community: string; chat: string }
}

const look = (brand: Brand, handle: string): BrandLook => ({
  name: brand,
  logo: `/art/brands/${brand}.svg`,
  social: {
    channel: `https://t.me/${handle}`,
    community: `https://www.facebook.com/${handle}`,
    chat: `https://whatsapp.com/channel/${handle}`,
  },
})

/** Each brand's name, logo and channels; its colours live in styles.css under [data-brand]. */
export const BRAND_LOOKS: Record<Brand, BrandLook> = {
  WIN365: look('WIN365', 'win365'),
  GX: look('GX', 'gxbet'),
  '6x': look('6x', 'sixxbet'),
  CRAZY24: look('CRAZY24', 'crazy24bet'),
  KINGDE365: look('KINGDE365', 'kingde365'),
  'only-bets': look('only-bets', 'onlybets'),
  COD: look('COD', 'codbet'),
}

/** The brand the server chose, written on <html data-brand> when it serves the page. */
export function currentBrand(): Brand {
  const chosen = document.documentElement.dataset.brand
  return BRANDS.find((brand) => brand === chosen) ?? DEFAULT_BRAND
}
