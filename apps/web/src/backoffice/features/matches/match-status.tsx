import type { OperatorMatch } from '@app/contract'
import { MATCH_STATUS, type MatchStatus } from '@app/domain'
import { useTranslation } from 'react-i18next'

type MatchStatusName = keyof typeof MATCH_STATUS

const STATUS_NAMES = Object.fromEntries(
  Object.entries(MATCH_STATUS).map(([name, code]) => [code, name as MatchStatusName]),
) as Record<MatchStatus, MatchStatusName>

/** The name of a match status code, e.g. 5 is 'cancelled'; undefined for a code this build does not know. */
export function matchStatusName(status: number): MatchStatusName | undefined {
  return STATUS_NAMES[status as MatchStatus]
}

/** A match's status as a tag: a void match in the error colour, one waiting on the feed in the warning colour. */
export function MatchStatusTag({ status }: { status: number }) {
  const { t } = useTranslation()
  const name = matchStatusName(status)
  const tone =
    name === 'cancelled'
      ? ' bo-tag-error'
      : name === 'postponed' || name === 'closed'
        ? ' bo-tag-warning'
        : ''
  return <span className={`bo-tag${tone}`}>{name ? t(`matches.status.${name}`) : status}</span>
}

/** A match's result as the list and the match page show it, e.g. "2:1 (1:0)"; a dash before there is one. */
export function MatchResult({ match }: { match: Pick<OperatorMatch, 'score' | 'half_score'> }) {
  const { t } = useTranslation()
  if (!match.score) return <span className="muted">—</span>
  const final = `${match.score.home}:${match.score.away}`
  return (
    <span className="numeric">
      {match.half_score
        ? t('matches.result.withHalf', {
            final,
            half: `${match.half_score.home}:${match.half_score.away}`,
          })
        : final}
    </span>
  )
}
