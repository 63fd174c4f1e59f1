import type { Api, SessionInfo } from './api'
import { h } from './dom'
import type { Shell } from './shell'
import { symbolArt } from './symbols'
import type { Translate } from './texts'

const LINE_BETS = ['0.01', '0.02', '0.05', '0.1', '0.2', '0.5', '1', '2', '5', '10', '20', '50', '100']
const REELS = 5
const ROWS = 3
const SPIN_MS = 700
const SYMBOLS = ['wild', 'crown', 'diamond', 'bell', 'ace', 'king', 'queen']

type Win = { line: number; symbol: string; count: number; payout: string }

/** The ten-line slot: a 5×3 window, a line bet, a spin button and the winning lines lit. */
export function mountSlot(shell: Shell, api: Api, info: SessionInfo, t: Translate) {
  const lineCount = info.slot.lines.length
  const art = (symbol: string) => symbolArt(symbol, t('symbol.wild'))
  let betIndex = LINE_BETS.indexOf('0.1')
  const cells: HTMLElement[][] = []
  const window = h('div', { class: 'reels', role: 'img', 'aria-label': t('title.slot') })
  for (let reel = 0; reel < REELS; reel += 1) {
    const column = h('div', { class: 'reel' })
    cells[reel] = []
    for (let row = 0; row < ROWS; row += 1) {
      const cell = h('div', { class: 'cell' }, art(SYMBOLS[(reel * 3 + row) % SYMBOLS.length] ?? 'ace'))
      cells[reel]?.push(cell)
      column.append(cell)
    }
    window.append(column)
  }
  const wins = h('ul', { class: 'line-wins', 'aria-label': t('win') })
  shell.stage.append(window, wins)

  const lineBet = h('output', { class: 'amount', 'data-line-bet': '' })
  const totalBet = h('output', { class: 'amount', 'data-total-bet': '' })
  const less = h('button', { type: 'button', class: 'round', 'aria-label': t('lessBet') }, '−')
  const more = h('button', { type: 'button', class: 'round', 'aria-label': t('moreBet') }, '+')
  const spin = h('button', { type: 'button', class: 'primary spin' }, t('spin'))
  const showBet = () => {
    const bet = LINE_BETS[betIndex] ?? '0.1'
    lineBet.textContent = shell.money(bet)
    totalBet.textContent = shell.money(String(Number(bet) * lineCount))
    less.disabled = betIndex === 0
    more.disabled = betIndex === LINE_BETS.length - 1
  }
  less.addEventListener('click', () => {
    betIndex = Math.max(0, betIndex - 1)
    showBet()
  })
  more.addEventListener('click', () => {
    betIndex = Math.min(LINE_BETS.length - 1, betIndex + 1)
    showBet()
  })
  shell.controls.append(
    h(
      'div',
      { class: 'field' },
      h('span', {}, t('lineBet')),
      h('div', { class: 'stepper' }, less, lineBet, more),
    ),
    h(
      'div',
      { class: 'field' },
      h('span', {}, t('totalBet')),
      totalBet,
      h('small', {}, t('lines', { count: lineCount })),
    ),
    spin,
  )
  showBet()

  spin.addEventListener('click', async () => {
    spin.disabled = true
    spin.textContent = t('spinning')
    wins.replaceChildren()
    for (const column of cells) for (const cell of column) cell.classList.remove('won')
    window.classList.add('spinning')
    const started = performance.now()
    try {
      const answer = await api.round({ engine: 'slot', line_bet: LINE_BETS[betIndex] })
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, SPIN_MS - (performance.now() - started))),
      )
      const outcome = answer.outcome as { window: string[][]; wins: Win[] }
      outcome.window.forEach((symbols, reel) => {
        symbols.forEach((symbol, row) => {
          cells[reel]?.[row]?.replaceChildren(art(symbol))
        })
      })
      for (const win of outcome.wins) {
        const rows = info.slot.lines[win.line] ?? []
        for (let reel = 0; reel < win.count; reel += 1) cells[reel]?.[rows[reel] ?? 0]?.classList.add('won')
        wins.append(
          h(
            'li',
            {},
            t('lineWin', {
              line: win.line + 1,
              count: win.count,
              symbol: t(`symbol.${win.symbol}`),
              amount: shell.money(win.payout),
            }),
          ),
        )
      }
      shell.setBalance(answer.balance)
      shell.setSeed(answer.seed)
      shell.setLastRound(answer.nonce)
      if (answer.status === 'pending') shell.say(t('error.PENDING'), 'info')
      else if (Number(answer.win) > 0) shell.say(t('youWin', { amount: shell.money(answer.win) }), 'win')
      else shell.say(t('noWin'))
    } catch (error) {
      shell.sayError(error)
    } finally {
      window.classList.remove('spinning')
      spin.disabled = false
      spin.textContent = t('spin')
    }
  })
}

/** The paytable and rules of the slot, for the rules panel. */
export function slotRules(info: SessionInfo, t: Translate): Node[] {
  const rows = Object.entries(info.slot.paytable).map(([symbol, pays]) =>
    h(
      'tr',
      {},
      h(
        'th',
        { scope: 'row' },
        h('span', { class: 'mini' }, symbolArt(symbol, t('symbol.wild'))),
        t(`symbol.${symbol}`),
      ),
      ...pays.map((pay) => h('td', {}, `×${pay}`)),
    ),
  )
  return [
    h('p', {}, t('rules.slot', { rtp: info.slot.rtp })),
    h(
      'table',
      { class: 'paytable' },
      h('caption', {}, t('paytable')),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('td'),
          h('th', { scope: 'col' }, '3'),
          h('th', { scope: 'col' }, '4'),
          h('th', { scope: 'col' }, '5'),
        ),
      ),
      h('tbody', {}, ...rows),
    ),
  ]
}
