import type { DeskAgent } from '@app/contract'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadError, SkeletonRows } from '../../../shared/ui/load-states'
import { Modal } from '../../../shared/ui/modal'
import { deskApi } from './desk-api'

type AssignDialogProps = {
  isOpen: boolean
  currentOperatorId: number | null
  onAssign: (operatorId: number) => void
  onClose: () => void
}

/** "Assign to…": every agent with their availability and open chats against their cap. */
export function AssignDialog({ isOpen, currentOperatorId, onAssign, onClose }: AssignDialogProps) {
  const { t } = useTranslation()
  const [agents, setAgents] = useState<DeskAgent[]>()
  const [error, setError] = useState<unknown>()

  const load = useCallback(() => {
    setAgents(undefined)
    setError(undefined)
    deskApi.agents().then(setAgents, (failure: unknown) => setError(failure))
  }, [])
  // The agents' load changes by the minute: the list is fresh each time the dialog opens.
  useEffect(() => {
    if (isOpen) load()
  }, [isOpen, load])

  return (
    <Modal title={t('desk.assignTitle')} isOpen={isOpen} onClose={onClose}>
      {error !== undefined ? (
        <LoadError error={error} onRetry={load} />
      ) : agents === undefined ? (
        <SkeletonRows rows={3} label={t('desk.loadingAgents')} />
      ) : (
        <ul className="bo-agents">
          {agents.map((agent) => {
            const isFull = agent.open_chats >= agent.max_open_chats
            const isCurrent = agent.operator_id === currentOperatorId
            return (
              <li key={agent.operator_id}>
                <button
                  type="button"
                  className="bo-agent"
                  disabled={isFull || isCurrent}
                  onClick={() => onAssign(agent.operator_id)}
                >
                  <span className="bo-agent-name">{agent.name}</span>
                  <span className={agent.available ? 'bo-presence bo-presence-on' : 'bo-presence'}>
                    {agent.available ? t('agent.available') : t('agent.away')}
                  </span>
                  <span className="numeric muted">
                    {t('agent.openChats', { open: agent.open_chats, max: agent.max_open_chats })}
                  </span>
                  {isFull && <span className="bo-tag">{t('desk.full')}</span>}
                  {isCurrent && <span className="bo-tag">{t('desk.current')}</span>}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </Modal>
  )
}
