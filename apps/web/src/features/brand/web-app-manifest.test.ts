import { BRANDS } from '@app/domain'
import { describe, expect, it } from 'vitest'
import { APP_ICONS, appIconSvg, brandAccents, PAGE_COLOUR, webAppManifest } from './web-app-manifest'

const logos = import.meta.glob<string>('../../../public/art/brands/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
})
const logoOf = (brand: string) => logos[`../../../public/art/brands/${brand}.svg`] ?? ''

// Shaped as the app's stylesheet writes its tokens (the build reads the real one, and stops on a
// brand it finds no accent for); the tests' CSS loader hands tests empty stylesheets.
const STYLESHEET = `/* Tokens */
:root {
  --page: #0e1621;
  --accent: #a3e635;
  --accent-text: #0e1621;
}
${BRANDS.filter((brand) => brand !== 'WIN365')
  .map(
    (brand, index) =>
      `[data-brand="${brand}"] {\n  --accent: #10203${index};\n  --accent-pressed: #000000;\n}`,
  )
  .join('\n')}
.button {
  --accent: #ffffff;
}`

describe('brandAccents', () => {
  it('reads every brand’s accent: the default brand’s from :root, the others’ from [data-brand]', () => {
    const accents = brandAccents(STYLESHEET)
    expect(Object.keys(accents).sort()).toEqual([...BRANDS].sort())
    expect(accents.WIN365).toBe('#a3e635')
    expect(accents.GX).toBe('#102030')
    expect(accents.COD).toBe('#102035')
  })

  it('refuses a stylesheet that leaves a brand without an accent', () => {
    const withoutCod = STYLESHEET.replace('[data-brand="COD"]', '[data-brand="gone"]')
    expect(() => brandAccents(withoutCod)).toThrow(/COD/)
  })

  it('refuses an accent that is not a hex colour', () => {
    expect(() => brandAccents(STYLESHEET.replace('#a3e635', 'var(--lime)'))).toThrow(/WIN365/)
  })
})

describe('webAppManifest', () => {
  const manifest = webAppManifest('KINGDE365', '#fbbf24')

  it('names the brand and takes its accent as the theme colour', () => {
    expect(manifest.name).toBe('KINGDE365')
    expect(manifest.short_name).toBe('KINGDE365')
    expect(manifest.theme_color).toBe('#fbbf24')
    expect(manifest.background_color).toBe(PAGE_COLOUR)
  })

  it('installs the whole site as one standalone app', () => {
    expect(manifest).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone' })
  })

  it('lists the brand’s own SVG, 192 and 512 px icons and a maskable one, not the iOS icon', () => {
    expect(manifest.icons).toEqual([
      { src: '/web-app/KINGDE365/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/web-app/KINGDE365/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/web-app/KINGDE365/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/web-app/KINGDE365/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ])
    expect(APP_ICONS.map((icon) => icon.file)).toContain('apple-touch-icon.png')
  })
})

describe('appIconSvg', () => {
  it.each(BRANDS.map((brand) => [brand]))('draws %s’s emblem without its lettering or title', (brand) => {
    const icon = appIconSvg(logoOf(brand), 'any')
    expect(icon).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="512" height="512"/)
    expect(icon).not.toContain('<text')
    expect(icon).not.toContain('<title')
    expect(icon).toContain('viewBox="0 2 44 44"')
    // Well formed: every element that opens closes.
    const document = new DOMParser().parseFromString(icon, 'image/svg+xml')
    expect(document.querySelector('parsererror')).toBeNull()
  })

  it('keeps a maskable icon’s emblem inside the central circle every mask keeps', () => {
    const icon = appIconSvg(logoOf('WIN365'), 'maskable')
    const emblem = /<svg x="(\d+)" y="\d+" width="(\d+)"/.exec(icon)
    const size = Number(emblem?.[2])
    // The emblem's square, corner to corner, fits in a circle of 40 % of the icon's width.
    expect((size * Math.SQRT2) / 2).toBeLessThanOrEqual(512 * 0.4)
    expect(icon).not.toContain('rx="112"')
  })

  it('rounds the corners of the plain icon', () => {
    expect(appIconSvg(logoOf('GX'), 'any')).toContain('rx="112"')
  })

  it('refuses a logo that is not an SVG document', () => {
    expect(() => appIconSvg('<png/>', 'any')).toThrow(/not an <svg>/)
  })
})
