import type { Draw, DrawVerification } from '@app/contract'
import { isMarkSixVariant, isZodiacAnimal } from '@app/domain'
import { ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react'
import { type FormEvent, type ReactNode, Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { formatDateTime } from '../../shared/format/format'
import { TextField } from '../../shared/ui/form-fields'
import { LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { DrawBalls } from '../lottery'
import { CarOrder } from '../racing/race-cars'
import { CasinoRoundCheck } from './casino-round-check'
import { useDrawVerificationQuery } from './fairness-api'
import {
  type BrowserCheck,
  type DrawnResult,
  isRaceOrder,
  type Recomputation,
  recompute,
  verifyInBrowser,
} from './verify-draw'
import './fairness.css'
import { FAIRNESS_TEXTS } from './fairness-texts'

const STEPS = ['commit', 'close', 'draw', 'reveal', 'verify'] as const

function Balls({
  result,
  yearAnimal,
}: {
  result: DrawnResult | null | undefined
  yearAnimal?: string | null
}) {
  const { t } = useTranslation(FAIRNESS_TEXTS)
  if (!result) return <p className="muted">{t('fairness.noResult')}</p>
  if (isRaceOrder(result)) return <CarOrder order={result.order} size="small" />
  return (
    <Suspense
      fallback={
        <span className="muted">
          {result.numbers.join(' ')} + {result.special}
        </span>
      }
    >
      <DrawBalls
        result={result}
        yearAnimal={yearAnimal && isZodiacAnimal(yearAnimal) ? yearAnimal : undefined}
        size="small"
      />
    </Suspense>
  )
}

/** A yes/no check as a word and an icon, never by colour alone. */
function CheckMark({ value }: { value: boolean | undefined }) {
  const { t } = useTranslation(FAIRNESS_TEXTS)
  if (value === undefined) return <span className="muted">{t('fairness.check.unknown')}</span>
  return value ? (
    <span className="check-pass">
      <ShieldCheck aria-hidden size={16} /> {t('fairness.check.pass')}
    </span>
  ) : (
    <span className="check-fail">
      <ShieldAlert aria-hidden size={16} /> {t('fairness.check.fail')}
    </span>
  )
}

function VerdictBadge({ status }: { status: BrowserCheck['status'] }) {
  const { t } = useTranslation(FAIRNESS_TEXTS)
  const Icon = status === 'verified' ? ShieldCheck : status === 'failed' ? ShieldAlert : ShieldQuestion
  return (
    <p className={`verdict verdict-${status}`} data-testid="verdict">
      <Icon aria-hidden size={22} />
      <span>{t(`fairness.verdict.${status}`)}</span>
    </p>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function DrawFacts({ draw }: { draw: Draw }) {
  const { t, i18n } = useTranslation(FAIRNESS_TEXTS)
  return (
    <dl className="fairness-facts">
      <Fact label={t('fairness.facts.game')}>
        {isMarkSixVariant(draw.game) ? t(`lottery.games.${draw.game}`) : draw.game}
      </Fact>
      <Fact label={t('fairness.facts.number')}>
        <span className="numeric">{draw.number}</span>
      </Fact>
      <Fact label={t('fairness.facts.drawsAt')}>{formatDateTime(draw.draws_at, i18n.language)}</Fact>
      <Fact label={t('fairness.facts.commitment')}>
        <code>{draw.commitment}</code>
      </Fact>
      <Fact label={t('fairness.facts.seed')}>
        {draw.seed ? <code>{draw.seed}</code> : <span className="muted">{t('fairness.notRevealed')}</span>}
      </Fact>
      <Fact label={t('fairness.facts.betsDigest')}>
        {draw.bets_digest ? <code>{draw.bets_digest}</code> : <span className="muted">—</span>}
      </Fact>
      <Fact label={t('fairness.facts.clientValue')}>
        {draw.client_value ? <code>{draw.client_value}</code> : <span className="muted">—</span>}
      </Fact>
    </dl>
  )
}

function VerificationView({ verification }: { verification: DrawVerification }) {
  const { t } = useTranslation(FAIRNESS_TEXTS)
  const { draw } = verification
  const check = useMemo(() => verifyInBrowser(draw), [draw])
  const published = draw.result ?? undefined
  const serverResult = verification.recomputed ?? undefined
  return (
    <section className="fairness-draw panel" aria-labelledby="fairness-draw-title">
      <h2 id="fairness-draw-title">{t('fairness.drawTitle', { number: draw.number })}</h2>
      <div aria-live="polite">
        <VerdictBadge status={check.status} />
      </div>
      <DrawFacts draw={draw} />
      <div className="fairness-columns">
        <section aria-labelledby="col-published" className="fairness-column">
          <h3 id="col-published">{t('fairness.columns.published')}</h3>
          <Balls result={published} yearAnimal={draw.year_animal} />
        </section>
        <section aria-labelledby="col-server" className="fairness-column">
          <h3 id="col-server">{t('fairness.columns.server')}</h3>
          <Balls result={serverResult} yearAnimal={draw.year_animal} />
          <dl className="fairness-checks">
            <Fact label={t('fairness.check.commitment')}>
              <CheckMark value={draw.seed ? verification.commitment_matches : undefined} />
            </Fact>
            <Fact label={t('fairness.check.result')}>
              <CheckMark value={serverResult ? verification.result_matches : undefined} />
            </Fact>
          </dl>
        </section>
        <section aria-labelledby="col-browser" className="fairness-column">
          <h3 id="col-browser">{t('fairness.columns.browser')}</h3>
          <Balls result={check.recomputed} yearAnimal={draw.year_animal} />
          <dl className="fairness-checks">
            <Fact label={t('fairness.check.commitment')}>
              <CheckMark value={check.commitmentMatches} />
            </Fact>
            <Fact label={t('fairness.check.clientValue')}>
              <CheckMark value={check.clientValueMatches} />
            </Fact>
            <Fact label={t('fairness.check.result')}>
              <CheckMark value={check.resultMatches} />
            </Fact>
          </dl>
        </section>
      </div>
    </section>
  )
}

function DrawVerificationPanel({ drawId }: { drawId: number }) {
  const { t } = useTranslation(FAIRNESS_TEXTS)
  const query = useDrawVerificationQuery(drawId)
  if (query.isLoading) return <SkeletonRows rows={4} label={t('common.loading')} />
  if (query.error || !query.data) return <LoadError error={query.error} onRetry={query.refetch} />
  return <VerificationView verification={query.data} />
}

/** Paste any seed and client value and see the commitment and result this browser computes. */
function TryItYourself({
  initialSeed,
  initialClientValue,
}: {
  initialSeed: string
  initialClientValue: string
}) {
  const { t } = useTranslation(FAIRNESS_TEXTS)
  const [seed, setSeed] = useState(initialSeed)
  const [clientValue, setClientValue] = useState(initialClientValue)
  const [commitment, setCommitment] = useState('')
  const [outcome, setOutcome] = useState<Recomputation>()
  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    setOutcome(recompute(seed, clientValue))
  }
  const expected = commitment.trim().toLowerCase()
  return (
    <section className="fairness-form panel" aria-labelledby="try-title">
      <h2 id="try-title">{t('fairness.form.title')}</h2>
      <p className="muted">{t('fairness.form.intro')}</p>
      <form onSubmit={handleSubmit} noValidate>
        <TextField
          label={t('fairness.form.seed')}
          value={seed}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => setSeed(event.target.value)}
          error={
            outcome && !outcome.ok && outcome.reason === 'invalidSeed'
              ? t('fairness.form.invalidSeed')
              : undefined
          }
        />
        <TextField
          label={t('fairness.form.clientValue')}
          value={clientValue}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => setClientValue(event.target.value)}
          error={
            outcome && !outcome.ok && outcome.reason === 'emptyClientValue'
              ? t('fairness.form.emptyClientValue')
              : undefined
          }
        />
        <TextField
          label={t('fairness.form.commitment')}
          hint={t('fairness.form.commitmentHint')}
          value={commitment}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => setCommitment(event.target.value)}
        />
        <button type="submit" className="button">
          {t('fairness.form.submit')}
        </button>
      </form>
      <div aria-live="polite">
        {outcome?.ok && (
          <div className="fairness-recomputed">
            <dl className="fairness-facts">
              <Fact label={t('fairness.facts.commitment')}>
                <code>{outcome.commitment}</code>
              </Fact>
              {expected && (
                <Fact label={t('fairness.check.commitment')}>
                  <CheckMark value={outcome.commitment === expected} />
                </Fact>
              )}
            </dl>
            <Balls result={outcome.result} />
          </div>
        )}
      </div>
    </section>
  )
}

/** /fairness: how the house draws are proven fair, a draw's proof with ?draw=ID, and a free checker. */
export function FairnessPage() {
  const { t } = useTranslation(FAIRNESS_TEXTS)
  const [search] = useSearchParams()
  const drawParam = Number(search.get('draw'))
  const drawId = Number.isInteger(drawParam) && drawParam > 0 ? drawParam : undefined
  const verification = useDrawVerificationQuery(drawId ?? 0, { skip: drawId === undefined })
  const draw = verification.data?.draw
  return (
    <section className="fairness" aria-labelledby="fairness-title">
      <header className="fairness-header">
        <h1 id="fairness-title">{t('fairness.title')}</h1>
        <p>{t('fairness.intro')}</p>
      </header>
      {drawId !== undefined && <DrawVerificationPanel drawId={drawId} />}
      <section className="fairness-how panel" aria-labelledby="how-title">
        <h2 id="how-title">{t('fairness.howTitle')}</h2>
        <ol className="fairness-steps">
          {STEPS.map((step) => (
            <li key={step}>
              <strong>{t(`fairness.steps.${step}.title`)}</strong>
              <p>{t(`fairness.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
        <p className="muted">{t('fairness.official')}</p>
        <Link to="/lottery/mark-six?tab=results">{t('fairness.toResults')}</Link>
      </section>
      <TryItYourself
        key={draw?.id ?? 'blank'}
        initialSeed={draw?.seed ?? ''}
        initialClientValue={draw?.client_value ?? ''}
      />
      <CasinoRoundCheck />
    </section>
  )
}
