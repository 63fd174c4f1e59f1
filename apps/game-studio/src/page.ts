import type { Engine } from './engines'

export type GamePage = {
  /** Where the studio is served from, e.g. "/studio" when mounted beside the operator. */
  base: string
  session: string
  engine: Engine
  hue: number
  language: string
  texts: unknown
}

/** JSON that can sit inside a script element: nothing in it can close the element. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The page a launch answers with: the game's mount point, its session and texts as data, and the
 * client script. Nothing in it runs inline, so it works under a strict content security policy,
 * as a document of its own or written into a sandboxed frame.
 */
export function renderGamePage(page: GamePage): string {
  const boot = { base: page.base, session: page.session, engine: page.engine, hue: page.hue }
  return `<!doctype html>
<html lang="${attribute(page.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${attribute(page.engine)}</title>
<link rel="stylesheet" href="${attribute(page.base)}/assets/game.css">
</head>
<body>
<main id="game" aria-busy="true"></main>
<script type="application/json" id="game-boot">${scriptSafeJson(boot)}</script>
<script type="application/json" id="game-texts">${scriptSafeJson(page.texts)}</script>
<script type="module" src="${attribute(page.base)}/assets/game.js"></script>
</body>
</html>
`
}
