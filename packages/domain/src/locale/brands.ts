/** Brand variants of the product; the server setting BRAND picks one. */
export const BRANDS = ['WIN365', 'GX', '6x', 'CRAZY24', 'KINGDE365', 'only-bets', 'COD'] as const
export type Brand = (typeof BRANDS)[number]

export const DEFAULT_BRAND: Brand = 'WIN365'
