import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Narrows a list to one player by their id; empty shows everyone's. */
export function PlayerFilter({
  player,
  onPlayer,
}: {
  player: number | undefined
  onPlayer: (player: number | undefined) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [text, setText] = useState(player === undefined ? '' : String(player))
  const typed = text.trim()
  const isValid = typed === '' || /^[1-9]\d{0,9}$/.test(typed)

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!isValid) return
    onPlayer(typed === '' ? undefined : Number(typed))
  }

  return (
    <form className="bo-player-filter" onSubmit={handleSubmit}>
      <label htmlFor={id}>{t('money.playerFilter')}</label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-invalid={isValid ? undefined : true}
        onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
      />
      <button type="submit" className="button button-secondary button-small">
        {t('money.filter')}
      </button>
      {player !== undefined && (
        <button
          type="button"
          className="button button-ghost button-small"
          onClick={() => {
            setText('')
            onPlayer(undefined)
          }}
        >
          {t('money.clearFilter')}
        </button>
      )}
    </form>
  )
}
