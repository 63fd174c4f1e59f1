import { HOUSE_SLOT, LANGUAGES, moneyOf } from '@app/domain'
import { describe, expect, it } from 'vitest'
import { STUDIO_GAMES } from './catalogue'
import { ENGINES, playRound, stakeOf } from './engines'
import { renderGamePage } from './page'
import { STUDIO_TEXTS, textsFor } from './texts'

const SEEDS = { serverSeed: 'ab'.repeat(32), clientSeed: 'player-seed', nonce: 7 }

type Tree = { [key: string]: string | Tree }
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  )
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort()

describe('the studio texts', () => {
  it('carry every English key in all 11 languages, with the same placeholders and no empty text', () => {
    const english = new Map(leaves(STUDIO_TEXTS.en))
    for (const language of LANGUAGES) {
      const texts = new Map(leaves(STUDIO_TEXTS[language]))
      expect([...texts.keys()], language).toEqual([...english.keys()])
      for (const [key, text] of texts) {
        expect(text.trim(), `${language} ${key}`).not.toBe('')
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english.get(key) ?? ''))
      }
    }
  })

  it('fall back to English for a language the studio does not know', () => {
    expect(textsFor('xx')).toBe(STUDIO_TEXTS.en)
    expect(textsFor('pt-BR')).toBe(STUDIO_TEXTS['pt-BR'])
  })
})

describe('stakes', () => {
  it('stake the line bet on every line of the slot', () => {
    expect(stakeOf({ engine: 'slot', line_bet: '0.5' })).toEqual({
      ok: true,
      stake: moneyOf('0.5') * BigInt(HOUSE_SLOT.lines.length),
    })
  })

  it('refuse a bet under the minimum, over the round maximum, or with nothing on the table', () => {
    expect(stakeOf({ engine: 'slot', line_bet: '0.001' })).toEqual({ ok: false, problem: 'BELOW_MIN' })
    expect(stakeOf({ engine: 'slot', line_bet: '100.01' })).toEqual({ ok: false, problem: 'ABOVE_MAX' })
    expect(stakeOf({ engine: 'baccarat', bets: {} })).toEqual({ ok: false, problem: 'NO_BET' })
    expect(stakeOf({ engine: 'baccarat', bets: { tie: '0' } })).toEqual({ ok: false, problem: 'NO_BET' })
    expect(stakeOf({ engine: 'dragonTiger', bets: { dragon: '0.05' } })).toEqual({
      ok: false,
      problem: 'BELOW_MIN',
    })
    expect(stakeOf({ engine: 'baccarat', bets: { player: '600', banker: '400.000001' } })).toEqual({
      ok: false,
      problem: 'ABOVE_MAX',
    })
  })
})

describe('rounds', () => {
  it('replay exactly from the same seeds, and differ with the nonce', () => {
    const bet = { engine: 'slot', line_bet: '1' } as const
    expect(playRound(bet, SEEDS)).toEqual(playRound(bet, SEEDS))
    const stops = (nonce: number) => playRound(bet, { ...SEEDS, nonce }).outcome.stops
    expect(new Set([1, 2, 3, 4, 5].map((nonce) => String(stops(nonce)))).size).toBeGreaterThan(1)
  })

  it('settle each baccarat bet on the dealt outcome, the stake included in what it returns', () => {
    for (let nonce = 0; nonce < 50; nonce += 1) {
      const round = playRound(
        { engine: 'baccarat', bets: { player: '10', banker: '10' } },
        { ...SEEDS, nonce },
      )
      const outcome = round.outcome.outcome
      expect(round.stake).toBe(moneyOf('20'))
      const expected = outcome === 'tie' ? '20' : outcome === 'player' ? '20' : '19.5'
      expect(round.win, `nonce ${nonce}: ${String(outcome)}`).toBe(moneyOf(expected))
    }
  })

  it('settles a bull bull bet on the player’s hand: 0.95:1 on a win, the stake on a push', () => {
    const seen = new Set<string>()
    for (let nonce = 0; nonce < 40; nonce += 1) {
      const round = playRound({ engine: 'bullBull', bets: { player: '10' } }, { ...SEEDS, nonce })
      const outcome = String(round.outcome.outcome)
      seen.add(outcome)
      const expected = outcome === 'player' ? '19.5' : outcome === 'push' ? '10' : '0'
      expect(round.win, `nonce ${nonce}`).toBe(moneyOf(expected))
    }
    expect(seen).toEqual(new Set(['player', 'banker']))
  })

  it('runs every catalogue game on an engine it can play', () => {
    for (const game of Object.values(STUDIO_GAMES)) expect(ENGINES).toContain(game.engine)
  })
})

describe('the game page', () => {
  it('keeps data out of reach of the markup: a "</script>" in the texts cannot close its element', () => {
    const html = renderGamePage({
      base: '/studio',
      session: 'a'.repeat(48),
      engine: 'slot',
      hue: 10,
      language: 'en"><script>',
      texts: { evil: '</script><script>alert(1)</script>' },
    })
    expect(html).not.toContain('</script><script>alert(1)')
    expect(html).toContain('lang="en&quot;&gt;&lt;script&gt;"')
    expect(html.match(/<script/g)).toHaveLength(3)
  })
})
