import { Footprints, Images, Mail, Megaphone, Tag } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Navigate, NavLink, Route, Routes } from 'react-router'
import { AnnouncementsTab } from './announcements-tab'
import { BannersTab } from './banners-tab'
import { FooterTab } from './footer-tab'
import { MessagesTab } from './messages-tab'
import { PromotionsTab } from './promotions-tab'
import './content.css'

/** The content section (the content duty): what players read, each kind on its own tab under /content/… */
export function ContentPage() {
  const { t } = useTranslation()
  return (
    <div className="bo-content-page">
      <header className="bo-page-header">
        <h1>{t('content.title')}</h1>
        <nav className="bo-subnav" aria-label={t('content.sections')}>
          <NavLink to="/content/announcements" className="bo-nav-link">
            <Megaphone aria-hidden size={18} />
            {t('content.nav.announcements')}
          </NavLink>
          <NavLink to="/content/promotions" className="bo-nav-link">
            <Tag aria-hidden size={18} />
            {t('content.nav.promotions')}
          </NavLink>
          <NavLink to="/content/banners" className="bo-nav-link">
            <Images aria-hidden size={18} />
            {t('content.nav.banners')}
          </NavLink>
          <NavLink to="/content/footer" className="bo-nav-link">
            <Footprints aria-hidden size={18} />
            {t('content.nav.footer')}
          </NavLink>
          <NavLink to="/content/messages" className="bo-nav-link">
            <Mail aria-hidden size={18} />
            {t('content.nav.messages')}
          </NavLink>
        </nav>
      </header>
      <Routes>
        <Route path="announcements" element={<AnnouncementsTab />} />
        <Route path="promotions" element={<PromotionsTab />} />
        <Route path="banners" element={<BannersTab />} />
        <Route path="footer" element={<FooterTab />} />
        <Route path="messages" element={<MessagesTab />} />
        <Route path="*" element={<Navigate to="/content/announcements" replace />} />
      </Routes>
    </div>
  )
}
