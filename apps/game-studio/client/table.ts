import type { Api, SessionInfo } from './api'
import { h } from './dom'
import type { Shell } from './shell'
import type { Translate } from './texts'

type Card = { rank: number; suit: 'spades' | 'hearts' | 'diamonds' | 'clubs' }
type Side = 'player' | 'banker' | 'tie' | 'dragon' | 'tiger'
type Outcome = Side | 'push'

const CHIPS = ['1', '5', '10', '50', '100']
const SUIT_MARK = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' } as const
const RANK_MARK: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' }

function cardFace(card: Card, delay: number): HTMLElement {
  const rank = RANK_MARK[card.rank] ?? String(card.rank)
  const red = card.suit === 'hearts' || card.suit === 'diamonds'
  const face = h(
    'span',
    { class: red ? 'card red' : 'card', 'aria-label': `${rank}${SUIT_MARK[card.suit]}`, role: 'img' },
    h('span', { class: 'corner', 'aria-hidden': 'true' }, rank, h('br'), SUIT_MARK[card.suit]),
    h('span', { class: 'pip', 'aria-hidden': 'true' }, SUIT_MARK[card.suit]),
  )
  face.style.setProperty('--deal-delay', `${delay}ms`)
  return face
}

/**
 * Baccarat and dragon-tiger: two hands, bet spots that take chips, deal and clear. The cards and
 * totals come from the studio; nothing about the outcome is decided here.
 */
export function mountTable(shell: Shell, api: Api, info: SessionInfo, t: Translate) {
  const isBaccarat = info.engine === 'baccarat'
  const isBull = info.engine === 'bullBull'
  const hands: Side[] = isBaccarat || isBull ? ['player', 'banker'] : ['dragon', 'tiger']
  const sides: Side[] = isBull
    ? ['player']
    : isBaccarat
      ? ['player', 'tie', 'banker']
      : ['dragon', 'tie', 'tiger']
  const handViews = new Map(
    hands.map((side) => {
      const cards = h('div', { class: 'cards' })
      const total = h('span', { class: 'total' })
      const box = h('div', { class: `hand hand-${side}` }, h('h2', {}, t(`side.${side}`)), cards, total)
      return [side, { box, cards, total }] as const
    }),
  )
  shell.stage.append(h('div', { class: 'hands' }, ...[...handViews.values()].map((view) => view.box)))

  let chip = CHIPS[1] ?? '5'
  let bets: Partial<Record<Side, number>> = {}
  let lastBets: Partial<Record<Side, number>> = {}
  const spotViews = new Map<Side, { button: HTMLButtonElement; staked: HTMLElement }>()
  const spots = h('div', { class: 'spots' })
  const stakeText = (side: Side) => shell.money(String(bets[side] ?? 0))
  for (const side of sides) {
    const staked = h('output', { class: 'staked' })
    const button = h(
      'button',
      { type: 'button', class: `spot spot-${side}`, 'data-side': side },
      h('strong', {}, t(`side.${side}`)),
      h('small', {}, t(isBull ? 'pays.bullPlayer' : `pays.${side}`)),
      staked,
    )
    button.addEventListener('click', () => {
      bets = { ...bets, [side]: (bets[side] ?? 0) + Number(chip) }
      showBets()
    })
    spotViews.set(side, { button, staked })
    spots.append(button)
  }
  const chipButtons = CHIPS.map((value) => {
    const button = h(
      'button',
      {
        type: 'button',
        class: 'chip',
        'aria-pressed': value === chip ? 'true' : 'false',
        'aria-label': t('chipValue', { amount: value }),
      },
      value,
    )
    button.addEventListener('click', () => {
      chip = value
      for (const other of chipButtons) other.setAttribute('aria-pressed', other === button ? 'true' : 'false')
    })
    return button
  })
  const deal = h('button', { type: 'button', class: 'primary deal' }, t('deal'))
  const clear = h('button', { type: 'button', class: 'secondary' }, t('clear'))
  const rebet = h('button', { type: 'button', class: 'secondary' }, t('rebet'))
  function showBets() {
    for (const [side, view] of spotViews) {
      view.staked.textContent = bets[side] ? stakeText(side) : ''
      view.button.setAttribute(
        'aria-label',
        t('placeOn', { side: t(`side.${side}`), amount: stakeText(side) }),
      )
    }
    const total = Object.values(bets).reduce((sum, amount) => sum + (amount ?? 0), 0)
    deal.disabled = total === 0
    clear.disabled = total === 0
    rebet.disabled = Object.keys(lastBets).length === 0
  }
  clear.addEventListener('click', () => {
    bets = {}
    showBets()
  })
  rebet.addEventListener('click', () => {
    bets = { ...lastBets }
    showBets()
  })
  shell.controls.append(
    spots,
    h('div', { class: 'chips', role: 'group', 'aria-label': t('chip') }, ...chipButtons),
    h('div', { class: 'actions' }, clear, rebet, deal),
  )
  showBets()

  deal.addEventListener('click', async () => {
    deal.disabled = true
    deal.textContent = t('dealing')
    const placed = Object.fromEntries(Object.entries(bets).map(([side, amount]) => [side, String(amount)]))
    try {
      const answer = await api.round({ engine: info.engine, bets: placed })
      lastBets = bets
      bets = {}
      const outcome = answer.outcome as Record<string, unknown> & { outcome: Outcome }
      let delay = 0
      for (const side of hands) {
        const view = handViews.get(side)
        if (!view) continue
        const dealt = isBaccarat || isBull ? (outcome[side] as Card[]) : [outcome[side] as Card]
        view.cards.replaceChildren(
          ...dealt.map((card) => {
            delay += 180
            return cardFace(card, delay)
          }),
        )
        view.total.textContent = isBull
          ? bullText(t, outcome[`${side}Value`] as number)
          : isBaccarat
            ? String(outcome[`${side}Total`])
            : ''
        view.box.classList.toggle('winner', outcome.outcome === side)
      }
      const result = isBull
        ? t(`outcome.bull.${outcome.outcome}`)
        : isBaccarat
          ? t(outcome.outcome === 'tie' ? 'outcome.tieBaccarat' : `outcome.${outcome.outcome}`, {
              player: String(outcome.playerTotal),
              banker: String(outcome.bankerTotal),
            })
          : t(outcome.outcome === 'tie' ? 'outcome.tieDragonTiger' : `outcome.${outcome.outcome}`)
      shell.setBalance(answer.balance)
      shell.setSeed(answer.seed)
      shell.setLastRound(answer.nonce)
      const won = Number(answer.win)
      const verdict =
        answer.status === 'pending'
          ? t('error.PENDING')
          : won > Number(answer.stake)
            ? t('youWin', { amount: shell.money(answer.win) })
            : won > 0
              ? t('returned', { amount: shell.money(answer.win) })
              : t('noWin')
      shell.say(t('roundSummary', { result, verdict }), won > Number(answer.stake) ? 'win' : 'info')
    } catch (error) {
      shell.sayError(error)
    } finally {
      deal.textContent = t('deal')
      showBets()
    }
  })
}

/** A bull bull hand's value in words: no bull, bull 1 to 9, or bull bull. */
function bullText(t: Translate, value: number): string {
  if (value === 0) return t('bull.none')
  return value === 10 ? t('bull.bull') : t('bull.value', { value })
}

export function tableRules(info: SessionInfo, t: Translate): Node[] {
  return [h('p', {}, t(`rules.${info.engine}`))]
}
