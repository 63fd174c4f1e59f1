import { s } from './dom'

/** The slot's symbols, drawn: a wild banner, a crown, a diamond, a bell and three card letters. */
export function symbolArt(symbol: string, wildLabel: string): SVGElement {
  const art = s('svg', { viewBox: '0 0 100 100', 'aria-hidden': 'true', class: `symbol symbol-${symbol}` })
  switch (symbol) {
    case 'wild':
      art.append(
        s('rect', { x: 8, y: 26, width: 84, height: 48, rx: 12, class: 'fill-wild' }),
        s('path', {
          d: 'M50 8 L58 24 L76 26 L62 38 L66 56 L50 47 L34 56 L38 38 L24 26 L42 24 Z',
          class: 'fill-gold',
          transform: 'translate(0 -4) scale(1)',
        }),
        // Squeezed to the banner's width, whatever the language's word for it.
        s(
          'text',
          {
            x: 50,
            y: 70,
            'text-anchor': 'middle',
            class: 'wild-text',
            textLength: 72,
            lengthAdjust: 'spacingAndGlyphs',
          },
          wildLabel,
        ),
      )
      break
    case 'crown':
      art.append(
        s('path', { d: 'M14 70 L10 30 L32 48 L50 20 L68 48 L90 30 L86 70 Z', class: 'fill-gold' }),
        s('rect', { x: 14, y: 72, width: 72, height: 12, rx: 3, class: 'fill-gold-dark' }),
        s('circle', { cx: 50, cy: 56, r: 6, class: 'fill-ruby' }),
        s('circle', { cx: 30, cy: 60, r: 4, class: 'fill-emerald' }),
        s('circle', { cx: 70, cy: 60, r: 4, class: 'fill-emerald' }),
      )
      break
    case 'diamond':
      art.append(
        s('path', { d: 'M50 88 L10 38 L26 16 L74 16 L90 38 Z', class: 'fill-diamond' }),
        s('path', {
          d: 'M10 38 L90 38 M26 16 L38 38 L50 88 L62 38 L74 16 M38 38 L50 16 L62 38',
          class: 'stroke-facet',
        }),
      )
      break
    case 'bell':
      art.append(
        s('path', {
          d: 'M50 12 C28 12 24 34 24 52 C24 62 16 68 12 74 L88 74 C84 68 76 62 76 52 C76 34 72 12 50 12 Z',
          class: 'fill-bell',
        }),
        s('circle', { cx: 50, cy: 82, r: 8, class: 'fill-gold-dark' }),
        s('rect', { x: 46, y: 4, width: 8, height: 10, rx: 3, class: 'fill-gold-dark' }),
      )
      break
    default:
      art.append(
        s(
          'text',
          { x: 50, y: 74, 'text-anchor': 'middle', class: `letter letter-${symbol}` },
          letterOf(symbol),
        ),
      )
  }
  return art
}

function letterOf(symbol: string): string {
  return symbol === 'ace' ? 'A' : symbol === 'king' ? 'K' : 'Q'
}
