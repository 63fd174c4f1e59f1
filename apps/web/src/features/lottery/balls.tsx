import { animalOf, colourOf, isMarkSixBall, isZodiacAnimal, type ZodiacAnimal } from '@app/domain'
import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { formatBall } from './labels'
import './lottery.css'
import { LOTTERY_TEXTS } from './lottery-texts'

/** Seconds between two balls of the draw animation. */
const REVEAL_STEP_S = 0.45

type BallProps = {
  ball: number
  /** The lunar year's animal: each ball then shows its animal under it. */
  yearAnimal?: ZodiacAnimal | undefined
  size?: 'small' | 'medium' | 'large'
  /** Reveals the ball after `revealIndex` steps (the drawn-balls animation). */
  revealIndex?: number | undefined
}

/** One Mark Six ball in its colour group, with its number and, when the year is known, its animal. */
export function Ball({ ball, yearAnimal, size = 'medium', revealIndex }: BallProps) {
  const { t } = useTranslation(LOTTERY_TEXTS)
  if (!isMarkSixBall(ball)) return null
  const colour = colourOf(ball)
  const animal = yearAnimal ? animalOf(ball, yearAnimal) : undefined
  const label = animal
    ? t('lottery.ball.withAnimal', {
        number: ball,
        colour: t(`lottery.colours.${colour}`),
        animal: t(`lottery.animals.${animal}`),
      })
    : t('lottery.ball.plain', { number: ball, colour: t(`lottery.colours.${colour}`) })
  const style =
    revealIndex === undefined
      ? undefined
      : ({ '--reveal-delay': `${revealIndex * REVEAL_STEP_S}s` } as CSSProperties)
  return (
    <span
      className={revealIndex === undefined ? 'ball-stack' : 'ball-stack ball-reveal'}
      style={style}
      role="img"
      aria-label={label}
    >
      <span className={`ball ball-${colour} ball-${size}`}>{formatBall(ball)}</span>
      {animal && <span className="ball-animal">{t(`lottery.animals.${animal}`)}</span>}
    </span>
  )
}

export type MarkSixBalls = { readonly numbers: readonly number[]; readonly special: number }

/** Whether a draw result is a Mark Six result (the contract's result also covers races). */
export function isMarkSixBalls(result: unknown): result is MarkSixBalls {
  return typeof result === 'object' && result !== null && 'numbers' in result && 'special' in result
}

/** The year animal a draw carries, when it is one of the twelve. */
export function yearAnimalOf(text: string | null | undefined): ZodiacAnimal | undefined {
  return text && isZodiacAnimal(text) ? text : undefined
}

/**
 * A draw's six numbers and, set apart, the special number, each with its colour and animal. With
 * `isRevealing` the balls appear one by one (still at once under prefers-reduced-motion).
 */
export function DrawBalls({
  result,
  yearAnimal,
  size = 'medium',
  isRevealing = false,
}: {
  result: MarkSixBalls
  yearAnimal?: ZodiacAnimal | undefined
  size?: 'small' | 'medium' | 'large'
  isRevealing?: boolean
}) {
  const { t } = useTranslation(LOTTERY_TEXTS)
  return (
    <div className={`draw-balls draw-balls-${size}`}>
      {result.numbers.map((ball, index) => (
        <Ball
          key={ball}
          ball={ball}
          yearAnimal={yearAnimal}
          size={size}
          revealIndex={isRevealing ? index : undefined}
        />
      ))}
      <span className="draw-balls-plus" aria-hidden>
        +
      </span>
      <span className="visually-hidden">{t('lottery.ball.special')}</span>
      <Ball
        ball={result.special}
        yearAnimal={yearAnimal}
        size={size}
        revealIndex={isRevealing ? result.numbers.length : undefined}
      />
    </div>
  )
}
