import { BRANDS, type Brand, DEFAULT_BRAND } from '@app/domain'

/**
 * What makes each brand's site installable: its web app manifest and icons, written by the build
 * (web-app.ts) beside the app. Only the build reads this module; the page links the brand's files.
 */

/** The page surface of VISUAL.md: the installed app's splash screen and the ground of its icons. */
export const PAGE_COLOUR = '#0e1621'
/** The raised surface of VISUAL.md: the top of the icons' ground, which fades into the page colour. */
const RAISED_COLOUR = '#1c2a3a'

/** The folder of a brand's manifest and icons, e.g. '/web-app/GX/'. */
export function webAppFolder(brand: Brand): string {
  return `/web-app/${brand}/`
}

export const MANIFEST_FILE = 'manifest.webmanifest'

/** An icon drawn on a ground: 'any' is a rounded tile, 'maskable' fills its square for the platform's mask. */
export type IconShape = 'any' | 'maskable'

/** The icons each brand gets: the SVG and the PNG sizes the install criteria and home screens ask for. */
export const APP_ICONS = [
  { file: 'icon.svg', size: undefined, shape: 'any', isInManifest: true },
  { file: 'icon-192.png', size: 192, shape: 'any', isInManifest: true },
  { file: 'icon-512.png', size: 512, shape: 'any', isInManifest: true },
  { file: 'icon-maskable-512.png', size: 512, shape: 'maskable', isInManifest: true },
  // iOS reads the home screen icon from <link rel="apple-touch-icon"> and rounds its corners itself,
  // so it gets the full square with no transparent corners.
  { file: 'apple-touch-icon.png', size: 180, shape: 'maskable', isInManifest: false },
] as const satisfies readonly {
  file: string
  size: number | undefined
  shape: IconShape
  isInManifest: boolean
}[]

export const APPLE_TOUCH_ICON = 'apple-touch-icon.png'

export type ManifestIcon = { src: string; sizes: string; type: string; purpose: IconShape }

/** The fields of a web app manifest this product writes (https://www.w3.org/TR/appmanifest/). */
export type WebAppManifest = {
  id: string
  name: string
  short_name: string
  description: string
  lang: string
  dir: 'ltr'
  start_url: string
  scope: string
  display: 'standalone'
  background_color: string
  theme_color: string
  categories: readonly string[]
  icons: readonly ManifestIcon[]
}

/**
 * A brand's manifest: its name, its accent as the theme colour (the title bar of the installed
 * app), the page colour behind the splash screen, and its icons. The whole site is the app: id,
 * scope and start URL are the root, so every brand installs as one app per origin.
 * `webAppManifest('GX', '#22d3ee').short_name` is 'GX'.
 */
export function webAppManifest(brand: Brand, accent: string): WebAppManifest {
  const folder = webAppFolder(brand)
  return {
    id: '/',
    name: brand,
    short_name: brand,
    description: 'Sports betting, Mark Six lottery, racing and casino games.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: PAGE_COLOUR,
    theme_color: accent,
    categories: ['sports', 'games', 'entertainment'],
    icons: APP_ICONS.filter((icon) => icon.isInManifest).map((icon) => ({
      src: `${folder}${icon.file}`,
      sizes: icon.size === undefined ? 'any' : `${icon.size}x${icon.size}`,
      type: icon.size === undefined ? 'image/svg+xml' : 'image/png',
      purpose: icon.shape,
    })),
  }
}

const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i

/** The `--accent` set in the first rule of a stylesheet whose selector is exactly `selector`. */
function accentOf(css: string, selector: string): string | undefined {
  const start = css.indexOf(`${selector} {`)
  if (start === -1) return undefined
  const block = css.slice(start, css.indexOf('}', start))
  const accent = /--accent:\s*([^;]+);/.exec(block)?.[1]?.trim()
  return accent && HEX_COLOUR.test(accent) ? accent : undefined
}

/**
 * Each brand's accent as the app's stylesheet sets it: the default brand's in `:root`, every other
 * brand's under `[data-brand="<brand>"]`. The stylesheet stays the one place brand colours are
 * written; a brand without an accent there is a mistake the build must not ship, so it throws.
 */
export function brandAccents(css: string): Record<Brand, string> {
  const accents = BRANDS.map((brand) => {
    const accent = accentOf(css, brand === DEFAULT_BRAND ? ':root' : `[data-brand="${brand}"]`)
    if (!accent) throw new Error(`The stylesheet sets no hex --accent for the brand ${brand}`)
    return [brand, accent] as const
  })
  return Object.fromEntries(accents) as Record<Brand, string>
}

/**
 * The part of every brand logo's 200×48 drawing that holds its emblem (the shield, crown, ticket …)
 * and not its name: a 44-unit square around the emblem's centre at (22, 24).
 */
const EMBLEM_VIEW_BOX = '0 2 44 44'
const ICON_SIZE = 512

/** The logo's drawing without its outer <svg>, its title and its lettering. */
function logoDrawing(logoSvg: string): string {
  const inner = /<svg\b[^>]*>([\s\S]*)<\/svg>\s*$/.exec(logoSvg.trim())?.[1]
  if (inner === undefined) throw new Error('The brand logo is not an <svg> document')
  return inner.replace(/<title>[\s\S]*?<\/title>/g, '').replace(/<text\b[\s\S]*?<\/text>/g, '')
}

/**
 * A square app icon drawn from a brand's logo: the logo's emblem on the product's dark ground.
 * The 'any' icon is a rounded tile with the emblem at two thirds of its width; the 'maskable' one
 * fills its square, with the emblem inside the central circle (40 % radius) every platform's mask
 * keeps. Anything of the logo outside the emblem's square (its name) is cut off.
 */
export function appIconSvg(logoSvg: string, shape: IconShape): string {
  const emblemSize = shape === 'any' ? 336 : 272
  const offset = (ICON_SIZE - emblemSize) / 2
  const ground =
    shape === 'any'
      ? `<rect width="${ICON_SIZE}" height="${ICON_SIZE}" rx="112" fill="url(#app-icon-ground)"/>`
      : `<rect width="${ICON_SIZE}" height="${ICON_SIZE}" fill="url(#app-icon-ground)"/>`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_SIZE}" height="${ICON_SIZE}" viewBox="0 0 ${ICON_SIZE} ${ICON_SIZE}">`,
    '<defs><linearGradient id="app-icon-ground" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${RAISED_COLOUR}"/><stop offset="1" stop-color="${PAGE_COLOUR}"/>`,
    '</linearGradient></defs>',
    ground,
    `<svg x="${offset}" y="${offset}" width="${emblemSize}" height="${emblemSize}" viewBox="${EMBLEM_VIEW_BOX}">`,
    logoDrawing(logoSvg),
    '</svg></svg>',
  ].join('')
}
