import { Footprints, Images, type LucideIcon, Mail, Megaphone, Tag } from 'lucide-react'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, NavLink, Route, Routes } from 'react-router'
import { AnnouncementsTab } from './announcements-tab'
import { BannersTab } from './banners-tab'
import { FooterTab } from './footer-tab'
import { MessagesTab } from './messages-tab'
import { PromotionsTab } from './promotions-tab'
import './content.css'

/** The section's tabs, in the order of its menu: each at /content/<path>, named `content.nav.<path>`. */
const TABS: readonly { path: string; Icon: LucideIcon; Tab: ComponentType }[] = [
  { path: 'announcements', Icon: Megaphone, Tab: AnnouncementsTab },
  { path: 'promotions', Icon: Tag, Tab: PromotionsTab },
  { path: 'banners', Icon: Images, Tab: BannersTab },
  { path: 'footer', Icon: Footprints, Tab: FooterTab },
  { path: 'messages', Icon: Mail, Tab: MessagesTab },
]

/** The content section (the content duty): what players read, each kind on its own tab under /content/… */
export function ContentPage() {
  const { t } = useTranslation()
  return (
    <div className="bo-content-page">
      <header className="bo-page-header">
        <h1>{t('content.title')}</h1>
        <nav className="bo-subnav" aria-label={t('content.sections')}>
          {TABS.map(({ path, Icon }) => (
            <NavLink key={path} to={`/content/${path}`} className="bo-nav-link">
              <Icon aria-hidden size={18} />
              {t(`content.nav.${path}`)}
            </NavLink>
          ))}
        </nav>
      </header>
      <Routes>
        {TABS.map(({ path, Tab }) => (
          <Route key={path} path={path} element={<Tab />} />
        ))}
        <Route path="*" element={<Navigate to="/content/announcements" replace />} />
      </Routes>
    </div>
  )
}
