import {
  CASINO_ENGINES,
  type Card,
  type CasinoEngine,
  commitmentOf,
  type DealtRound,
  dealRound,
  SEED_PATTERN,
} from '@app/domain'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../shared/ui/form-fields'
import { FAIRNESS_TEXTS } from './fairness-texts'

const SUIT_MARK = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' } as const
const RANK_MARK: Partial<Record<number, string>> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' }

const ROWS = [0, 1, 2] as const

/** Items with a name for their place, which never moves: a reel or a dealt card. */
const withPlaces = <T,>(items: readonly T[], prefix: string) =>
  items.map((item, position) => ({ item, place: `${prefix}-${position}` }))

type Problem = 'serverSeed' | 'clientSeed' | 'nonce'
type Checked = { ok: true; dealt: DealtRound; commitment: string } | { ok: false; problem: Problem }

/** Deals a round from what the player pasted, or says which field is wrong. */
export function checkCasinoRound(
  engine: CasinoEngine,
  fields: { serverSeed: string; clientSeed: string; nonce: string },
): Checked {
  const serverSeed = fields.serverSeed.trim().toLowerCase()
  const clientSeed = fields.clientSeed.trim()
  if (!SEED_PATTERN.test(serverSeed)) return { ok: false, problem: 'serverSeed' }
  if (!clientSeed) return { ok: false, problem: 'clientSeed' }
  if (!/^[1-9]\d{0,8}$/.test(fields.nonce.trim())) return { ok: false, problem: 'nonce' }
  return {
    ok: true,
    dealt: dealRound(engine, { serverSeed, clientSeed, nonce: Number(fields.nonce) }),
    commitment: commitmentOf(serverSeed),
  }
}

function CardFace({ card }: { card: Card }) {
  const rank = RANK_MARK[card.rank] ?? String(card.rank)
  const isRed = card.suit === 'hearts' || card.suit === 'diamonds'
  return (
    <span className={isRed ? 'casino-card red' : 'casino-card'}>
      {rank}
      {SUIT_MARK[card.suit]}
    </span>
  )
}

function DealtView({ dealt }: { dealt: DealtRound }) {
  const { t } = useTranslation(FAIRNESS_TEXTS)
  if (dealt.engine === 'slot') {
    return (
      <table className="casino-reels">
        <caption>{t('fairness.casino.window')}</caption>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row}>
              {withPlaces(dealt.window, `row${row}`).map(({ item: reel, place }) => (
                <td key={place}>{t(`fairness.casino.symbols.${reel[row] ?? 'ace'}`)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    )
  }
  if (dealt.engine === 'bullBull') {
    const bull = (value: number) =>
      value === 0
        ? t('fairness.casino.bull.none')
        : value === 10
          ? t('fairness.casino.bull.bull')
          : t('fairness.casino.bull.value', { value })
    const bullHands = [
      { side: 'player', cards: dealt.round.player, value: dealt.round.playerValue },
      { side: 'banker', cards: dealt.round.banker, value: dealt.round.bankerValue },
    ]
    return (
      <div className="casino-hands">
        {bullHands.map((hand) => (
          <p key={hand.side}>
            <strong>{t(`fairness.casino.sides.${hand.side}`)}</strong>{' '}
            {withPlaces(hand.cards, hand.side).map(({ item: card, place }) => (
              <CardFace key={place} card={card} />
            ))}{' '}
            {bull(hand.value)}
          </p>
        ))}
        <p className="casino-outcome">{t(`fairness.casino.outcome.${dealt.round.outcome}`)}</p>
      </div>
    )
  }
  const hands =
    dealt.engine === 'baccarat'
      ? [
          { side: 'player', cards: dealt.round.player, total: dealt.round.playerTotal },
          { side: 'banker', cards: dealt.round.banker, total: dealt.round.bankerTotal },
        ]
      : [
          { side: 'dragon', cards: [dealt.round.dragon], total: undefined },
          { side: 'tiger', cards: [dealt.round.tiger], total: undefined },
        ]
  return (
    <div className="casino-hands">
      {hands.map((hand) => (
        <p key={hand.side}>
          <strong>{t(`fairness.casino.sides.${hand.side}`)}</strong>{' '}
          {withPlaces(hand.cards, hand.side).map(({ item: card, place }) => (
            <CardFace key={place} card={card} />
          ))}{' '}
          {hand.total !== undefined && t('fairness.casino.total', { total: hand.total })}
        </p>
      ))}
      <p className="casino-outcome">{t(`fairness.casino.outcome.${dealt.round.outcome}`)}</p>
    </div>
  )
}

/**
 * Replays a casino round of the house studio in this browser: the revealed server seed, the
 * player's client seed and the round's number deal the same reels or cards the game showed.
 */
export function CasinoRoundCheck() {
  const { t } = useTranslation(FAIRNESS_TEXTS)
  const name = useId()
  const [engine, setEngine] = useState<CasinoEngine>('slot')
  const [fields, setFields] = useState({ serverSeed: '', clientSeed: '', nonce: '' })
  const [commitment, setCommitment] = useState('')
  const [checked, setChecked] = useState<Checked>()
  const field = (key: keyof typeof fields) => ({
    value: fields[key],
    spellCheck: false,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => setFields({ ...fields, [key]: event.target.value }),
    error:
      checked && !checked.ok && checked.problem === key ? t(`fairness.casino.invalid.${key}`) : undefined,
  })
  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    setChecked(checkCasinoRound(engine, fields))
  }
  const expected = commitment.trim().toLowerCase()
  return (
    <section className="fairness-form panel" aria-labelledby="casino-check-title">
      <h2 id="casino-check-title">{t('fairness.casino.title')}</h2>
      <p className="muted">{t('fairness.casino.intro')}</p>
      <form onSubmit={handleSubmit} noValidate>
        <fieldset className="choice-chips">
          <legend>{t('fairness.casino.game')}</legend>
          {CASINO_ENGINES.map((option) => (
            <label key={option} className="choice-chip">
              <input
                type="radio"
                name={name}
                value={option}
                checked={engine === option}
                onChange={() => setEngine(option)}
              />
              <span>{t(`fairness.casino.engines.${option}`)}</span>
            </label>
          ))}
        </fieldset>
        <TextField label={t('fairness.casino.serverSeed')} {...field('serverSeed')} />
        <TextField label={t('fairness.casino.clientSeed')} {...field('clientSeed')} />
        <TextField label={t('fairness.casino.nonce')} inputMode="numeric" {...field('nonce')} />
        <TextField
          label={t('fairness.form.commitment')}
          hint={t('fairness.casino.commitmentHint')}
          value={commitment}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => setCommitment(event.target.value)}
        />
        <button type="submit" className="button">
          {t('fairness.casino.submit')}
        </button>
      </form>
      <div aria-live="polite" className="fairness-recomputed">
        {checked?.ok && (
          <>
            <dl className="fairness-facts">
              <div>
                <dt>{t('fairness.facts.commitment')}</dt>
                <dd>
                  <code>{checked.commitment}</code>
                </dd>
              </div>
              {expected && (
                <div>
                  <dt>{t('fairness.check.commitment')}</dt>
                  <dd>
                    {t(checked.commitment === expected ? 'fairness.check.pass' : 'fairness.check.fail')}
                  </dd>
                </div>
              )}
            </dl>
            <DealtView dealt={checked.dealt} />
          </>
        )}
      </div>
    </section>
  )
}
