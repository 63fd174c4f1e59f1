import {
  MATCH_REASON_MAX_LENGTH,
  MATCH_REASON_MIN_LENGTH,
  type MatchResettlement,
  type MatchResultCorrection,
  type OperatorMatch,
} from '@app/contract'
import { MATCH_STATUS } from '@app/domain'
import { Ban, Check } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useActionKeys } from '../../../features/wallet/action-key'
import { formatDateTime, formatUsdt } from '../../../shared/format/format'
import { BackLink } from '../../../shared/ui/back-link'
import { LoadError, SkeletonRows } from '../../../shared/ui/load-states'
import { ReasonDialog, type ReasonField } from '../../shared/reason-dialog'
import { useErrorText } from '../../shared/use-error-text'
import { useLoaded } from '../../shared/use-loaded'
import { MatchResult, MatchStatusTag } from './match-status'
import { matchesApi } from './matches-api'
import { ResettlementView } from './resettlement-view'
import { ResultForm } from './result-form'
import './matches.css'

/** A preview of a corrected result: the result it is for, and what it would change. */
type Preview = { correction: MatchResultCorrection; resettlement: MatchResettlement }
/** What the last write did: a void, or a correction applied. */
type Applied = { kind: 'void' | 'corrected'; resettlement: MatchResettlement }

/** A match's page on the trading desk: its result and bets, a corrected result previewed then applied, and the void. */
export function MatchPage() {
  const { matchId = '' } = useParams()
  // Another match is another page: nothing typed for the last one carries over.
  return <MatchScreen key={matchId} matchId={matchId} />
}

function MatchScreen({ matchId }: { matchId: string }) {
  const { t } = useTranslation()
  const { data: match, error, reload } = useLoaded(matchId, () => matchesApi.match(matchId))
  if (error !== undefined && !match) return <LoadError error={error} onRetry={reload} />
  if (!match) return <SkeletonRows rows={8} label={t('matches.loadingMatch')} />
  return <MatchDesk match={match} onChanged={reload} />
}

function MatchDesk({ match, onChanged }: { match: OperatorMatch; onChanged: () => void }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const errorText = useErrorText()
  const keys = useActionKeys()
  const [preview, setPreview] = useState<Preview>()
  const [isPreviewing, setPreviewing] = useState(false)
  const [previewError, setPreviewError] = useState<unknown>()
  const [applied, setApplied] = useState<Applied>()
  const [dialog, setDialog] = useState<'apply' | 'void'>()
  const [notice, setNotice] = useState('')
  // The form starts again from the stored result after each write.
  const [formVersion, setFormVersion] = useState(0)
  const isVoid = match.status === MATCH_STATUS.cancelled
  const hasKickedOff = match.status !== MATCH_STATUS.open
  const teams = t('matches.teams', { home: match.home_name, away: match.away_name })

  async function handlePreview(correction: MatchResultCorrection) {
    setPreviewing(true)
    setPreviewError(undefined)
    setNotice('')
    try {
      setPreview({ correction, resettlement: await matchesApi.preview(match.match_id, correction) })
    } catch (failure) {
      setPreview(undefined)
      setPreviewError(failure)
    } finally {
      setPreviewing(false)
    }
  }

  function handleEdit() {
    setPreview(undefined)
    setPreviewError(undefined)
  }

  function showApplied(kind: Applied['kind'], resettlement: MatchResettlement) {
    setApplied({ kind, resettlement })
    setPreview(undefined)
    setFormVersion((version) => version + 1)
    setNotice(
      t(kind === 'void' ? 'matches.void.done' : 'matches.correct.done', {
        count: resettlement.totals.bets.toLocaleString(language),
      }),
    )
    onChanged()
  }

  async function handleApply(reason: string) {
    if (!preview) return
    const { correction } = preview
    const resettlement = await keys.attempt(
      { kind: 'correct', matchId: match.match_id, correction, reason },
      (key) => matchesApi.correct(match.match_id, correction, reason, key),
    )
    showApplied('corrected', resettlement)
  }

  /** The void and the correction ask the same reason, for the audit log. */
  const reasonField: ReasonField = {
    label: t('matches.reason'),
    hint: t('matches.reasonHint'),
    minLength: MATCH_REASON_MIN_LENGTH,
    maxLength: MATCH_REASON_MAX_LENGTH,
  }

  async function handleVoid(reason: string) {
    const resettlement = await keys.attempt({ kind: 'void', matchId: match.match_id, reason }, (key) =>
      matchesApi.void(match.match_id, reason, key),
    )
    showApplied('void', resettlement)
  }

  return (
    <div className="bo-section bo-match-page">
      <BackLink to="/matches" label={t('matches.back')} />
      <header className="bo-page-header bo-match-header">
        <div>
          <h1>{teams}</h1>
          <p className="bo-standing">
            <MatchStatusTag status={match.status} />
            <span className="muted">
              {t(`matches.sport.${match.game}`)} · {match.league_name} ·{' '}
              <span className="numeric">{match.match_id}</span>
            </span>
          </p>
        </div>
        {!isVoid && (
          <button
            type="button"
            className="button bo-button-danger"
            aria-haspopup="dialog"
            onClick={() => {
              setNotice('')
              setDialog('void')
            }}
          >
            <Ban aria-hidden size={18} />
            {t('matches.void.button')}
          </button>
        )}
      </header>
      <p className="bo-notice" role="status">
        {notice}
      </p>
      <section className="panel bo-match-facts" aria-labelledby="bo-match-facts-title">
        <h2 id="bo-match-facts-title">{t('matches.facts.title')}</h2>
        <dl className="bo-facts">
          <dt>{t('matches.facts.kickOff')}</dt>
          <dd>
            <time className="numeric" dateTime={match.match_start_time}>
              {formatDateTime(match.match_start_time, language)}
            </time>
          </dd>
          <dt>{t('matches.facts.result')}</dt>
          <dd>
            <MatchResult match={match} />
          </dd>
          <dt>{t('matches.facts.recorded')}</dt>
          <dd>
            {match.finished_at ? (
              <time className="numeric" dateTime={match.finished_at}>
                {formatDateTime(match.finished_at, language)}
              </time>
            ) : (
              <span className="muted">—</span>
            )}
          </dd>
          <dt>{t('matches.facts.bets')}</dt>
          <dd className="numeric">
            {t('matches.facts.betCounts', {
              count: match.bets.count.toLocaleString(language),
              pending: match.bets.pending.toLocaleString(language),
            })}
          </dd>
          <dt>{t('matches.facts.stake')}</dt>
          <dd className="numeric">{formatUsdt(match.bets.stake, language)} USDT</dd>
          <dt>{t('matches.facts.payout')}</dt>
          <dd className="numeric">{formatUsdt(match.bets.payout, language)} USDT</dd>
        </dl>
      </section>
      {applied && (
        <ResettlementView
          title={applied.kind === 'void' ? t('matches.void.resultTitle') : t('matches.correct.resultTitle')}
          resettlement={applied.resettlement}
        />
      )}
      <section className="panel bo-match-correct" aria-labelledby="bo-match-correct-title">
        <h2 id="bo-match-correct-title">{t('matches.correct.title')}</h2>
        {hasKickedOff ? (
          <>
            <p className="muted">{t('matches.correct.explain')}</p>
            <ResultForm
              key={formVersion}
              match={match}
              isBusy={isPreviewing}
              onPreview={handlePreview}
              onEdit={handleEdit}
            />
            {previewError !== undefined && (
              <p className="field-error" role="alert">
                {errorText(previewError)}
              </p>
            )}
          </>
        ) : (
          <p className="muted">{t('matches.correct.notStarted')}</p>
        )}
      </section>
      {preview && (
        <>
          <ResettlementView title={t('matches.correct.previewTitle')} resettlement={preview.resettlement} />
          <div className="bo-match-apply">
            <p className="muted">{t('matches.correct.applyExplain')}</p>
            <button
              type="button"
              className="button"
              aria-haspopup="dialog"
              onClick={() => setDialog('apply')}
            >
              <Check aria-hidden size={18} />
              {t('matches.correct.apply')}
            </button>
          </div>
        </>
      )}
      <ReasonDialog
        title={t('matches.correct.dialogTitle', { teams })}
        isOpen={dialog === 'apply' && preview !== undefined}
        onClose={() => setDialog(undefined)}
        reason={reasonField}
        confirmLabel={t('matches.correct.confirm')}
        onConfirm={handleApply}
      >
        {preview && (
          <dl className="bo-facts">
            <dt>{t('matches.correct.newResult')}</dt>
            <dd>
              <MatchResult
                match={{ score: preview.correction.score, half_score: preview.correction.half_score ?? null }}
              />
            </dd>
            <dt>{t('matches.totals.bets')}</dt>
            <dd className="numeric">{preview.resettlement.totals.bets.toLocaleString(language)}</dd>
            <dt>{t('matches.totals.difference')}</dt>
            <dd className="numeric">{formatUsdt(preview.resettlement.totals.difference, language)} USDT</dd>
          </dl>
        )}
      </ReasonDialog>
      <ReasonDialog
        title={t('matches.void.dialogTitle', { teams })}
        isOpen={dialog === 'void'}
        onClose={() => setDialog(undefined)}
        reason={reasonField}
        confirmLabel={t('matches.void.confirm')}
        isDanger
        onConfirm={handleVoid}
      >
        <p>{t('matches.void.explain')}</p>
        {match.status === MATCH_STATUS.finished && (
          <p className="bo-negative">{t('matches.void.settledWarning')}</p>
        )}
      </ReasonDialog>
    </div>
  )
}
