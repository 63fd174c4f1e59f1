import type { OperatorAction } from '@app/contract'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { changedFields } from './changed-fields'

/** A recorded value as text: strings as they are, lists and objects as JSON. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/**
 * What one audited write changed: a table of the fields whose value differs between the
 * target's before and after (a creation adds them all), then the action's other details.
 */
export function ChangeDiff({ action }: { action: OperatorAction }) {
  const { t } = useTranslation()
  const changes = changedFields(action.before, action.after)
  const isRecorded = action.before !== null || action.after !== null
  const details = Object.entries(action.details)
  const shown = (value: unknown, isAbsent: boolean) =>
    isAbsent ? (
      <span className="muted">—</span>
    ) : value === null ? (
      <span className="muted">{t('audit.diff.empty')}</span>
    ) : (
      asText(value)
    )
  return (
    <div className="bo-audit-diff">
      {!isRecorded ? (
        <p className="muted">{t('audit.diff.notRecorded')}</p>
      ) : changes.length === 0 ? (
        <p className="muted">{t('audit.diff.noChange')}</p>
      ) : (
        <table className="bo-table">
          <caption>{t('audit.diff.caption', { id: action.id })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('audit.diff.field')}</th>
              <th scope="col">{t('audit.diff.before')}</th>
              <th scope="col">{t('audit.diff.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field} className={`bo-audit-${change.kind}`}>
                <th scope="row">
                  <code>{change.field}</code>{' '}
                  <span className="bo-tag">{t(`audit.diff.kind.${change.kind}`)}</span>
                </th>
                <td className="bo-audit-before">{shown(change.before, change.kind === 'added')}</td>
                <td className="bo-audit-after">{shown(change.after, change.kind === 'removed')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {details.length > 0 && (
        <dl className="bo-facts" aria-label={t('audit.diff.details')}>
          {details.map(([name, value]) => (
            <Fragment key={name}>
              <dt>
                <code>{name}</code>
              </dt>
              <dd>{shown(value, false)}</dd>
            </Fragment>
          ))}
        </dl>
      )}
    </div>
  )
}
