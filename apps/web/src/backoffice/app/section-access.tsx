import { operatorMay } from '@app/domain'
import { ShieldX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router'
import { useOperator } from '../shared/operator'
import { type BackofficeSection, SECTIONS } from './sections'
import './section-access.css'

/** The sections the signed-in operator's roles open, in the nav's order. */
export function useAllowedSections(): readonly BackofficeSection[] {
  const { roles } = useOperator()
  return SECTIONS.filter((section) => operatorMay(roles, section.duty))
}

/** The section a path belongs to (`/money/withdrawals` is Money's), or undefined for none. */
export function sectionOf(pathname: string): BackofficeSection | undefined {
  return SECTIONS.find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`))
}

/** Where an operator lands (after sign-in, or on an unknown path): the first section they may open. */
export function FirstSection() {
  const [first] = useAllowedSections()
  return first ? <Navigate to={first.path} replace /> : <NoAccess hasNoSections />
}

/**
 * What a section's address shows an operator whose roles do not open it: the server would refuse
 * every call of the section anyway, so it says so once instead of failing call by call.
 */
export function NoAccess({ hasNoSections = false }: { hasNoSections?: boolean }) {
  const { t } = useTranslation()
  return (
    <section className="panel bo-no-access" aria-labelledby="bo-no-access-title">
      <ShieldX aria-hidden size={32} />
      <h1 id="bo-no-access-title">{t('common.noAccess.title')}</h1>
      <p>{hasNoSections ? t('common.noAccess.noSections') : t('common.noAccess.body')}</p>
    </section>
  )
}
