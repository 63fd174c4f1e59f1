import { Star } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../shared/api/api-error'
import { useRateSupportMutation } from './support-api'
import { SUPPORT_TEXTS } from './support-texts'

const STARS = [1, 2, 3, 4, 5] as const
/** The longest comment the server keeps. */
const COMMENT_MAX_LENGTH = 500

/** After the agent resolves the conversation: one to five stars and an optional comment. */
export function SupportRating({ token }: { token: string }) {
  const { t } = useTranslation(SUPPORT_TEXTS)
  const id = useId()
  const [rate, rating] = useRateSupportMutation()
  const [stars, setStars] = useState(0)
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string>()

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (stars === 0) return setError(t('support.rating.choose'))
    setError(undefined)
    try {
      await rate({ token, rating: stars, comment: comment.trim() }).unwrap()
    } catch (failure) {
      const msg = isApiError(failure) ? failure.msg : 'somethingWentWrong'
      setError(t(`errors.${msg}`, { defaultValue: t('errors.somethingWentWrong') }))
    }
  }

  return (
    <form className="support-rating" aria-labelledby={`${id}-title`} onSubmit={handleSubmit}>
      <h3 id={`${id}-title`} className="support-card-title">
        {t('support.rating.title')}
      </h3>
      <p className="muted">{t('support.rating.intro')}</p>
      <fieldset className="support-stars">
        <legend className="visually-hidden">{t('support.rating.stars')}</legend>
        {STARS.map((value) => (
          <label key={value} className="support-star" data-on={value <= stars}>
            <input
              type="radio"
              name={`${id}-stars`}
              value={value}
              checked={stars === value}
              className="visually-hidden"
              onChange={() => setStars(value)}
            />
            <Star aria-hidden size={28} />
            <span className="visually-hidden">{t('support.rating.star', { value })}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-comment`}>{t('support.rating.comment')}</label>
        <textarea
          id={`${id}-comment`}
          className="conversation-textarea"
          rows={2}
          maxLength={COMMENT_MAX_LENGTH}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={rating.isLoading}>
        {t('support.rating.submit')}
      </button>
    </form>
  )
}
