import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { asLanguage } from '../../i18n/i18n'
import { BRAND_LOOKS, currentBrand } from '../brand'
import { useGameLists } from '../games/data'
import { useCopyrightQuery } from '../home/data'

const SPONSORS = [
  { src: '/art/sponsors/harbour-fc.svg', name: 'Harbour FC' },
  { src: '/art/sponsors/lions-basketball.svg', name: 'Lions BC' },
  { src: '/art/sponsors/city-derby.svg', name: 'City Derby' },
  { src: '/art/sponsors/esports-league.svg', name: 'Nova Esports' },
]

/** The namespaces the footer reads: the shell's, and the content screens' (`info`) for the help and legal links. */
const FOOTER_TEXTS = ['common', 'info'] as const

/** The help centre, the FAQ and every legal page. */
const HELP_LINKS = [
  { to: '/help', label: 'info.help.title' },
  { to: '/faq', label: 'info.faq.title' },
  { to: '/legal/privacy', label: 'info.legal.pages.privacy' },
  { to: '/legal/terms', label: 'info.legal.pages.terms' },
  { to: '/legal/self-exclusion', label: 'info.legal.pages.self-exclusion' },
  { to: '/legal/aml', label: 'info.legal.pages.aml' },
  { to: '/legal/fairness', label: 'info.legal.pages.fairness' },
  { to: '/legal/gamble-aware', label: 'info.legal.pages.gamble-aware' },
]

/** The footer: links, help and legal pages, social channels, partners, the copyright line and the brand's legal text. */
export function Footer() {
  // Loading the content screens' texts here also has them ready before a content screen opens.
  const { t, i18n } = useTranslation(FOOTER_TEXTS)
  const { available } = useGameLists()
  const { data: copyright } = useCopyrightQuery()
  const brand = BRAND_LOOKS[currentBrand()]
  const gameName = (key: string) => available.find((game) => game.key === key)?.name ?? key
  const links = [
    { to: '/chat', label: t('nav.chat') },
    { to: '/announcements', label: t('nav.announcements') },
    { to: '?invite=true', label: t('nav.invite') },
    { to: '/profile', label: t('header.profile') },
    { to: '/', label: t('nav.home') },
    { to: '/pggamelist', label: gameName('pgGames') },
    { to: '/game/tadaGame', label: gameName('tadaGames') },
    { to: '/sport/soccer', label: t('nav.soccer') },
    { to: '/sport/basketball', label: t('nav.basketball') },
    { to: '/sport/bd', label: t('nav.bd') },
  ]
  const social = [
    { href: brand.social.channel, label: t('footer.channel'), icon: '/art/social/channel.svg' },
    { href: brand.social.community, label: t('footer.community'), icon: '/art/social/community.svg' },
    { href: brand.social.chat, label: t('footer.chatChannel'), icon: '/art/social/chat.svg' },
  ]
  const language = asLanguage(i18n.language)

  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <nav aria-label={t('footer.links')}>
          <h2>{t('footer.links')}</h2>
          <ul className="footer-links">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help">{t('info.footerTitle')}</h2>
          <ul className="footer-links">
            {HELP_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">{t('footer.followUs')}</h2>
          <ul className="footer-social">
            {social.map((item) => (
              <li key={item.href}>
                <a href={item.href} target="_blank" rel="noreferrer" aria-label={item.label}>
                  <img src={item.icon} alt="" width={40} height={40} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-sponsors">
          <h2 id="footer-sponsors">{t('footer.sponsorships')}</h2>
          <ul className="footer-sponsors">
            {SPONSORS.map((sponsor) => (
              <li key={sponsor.src}>
                <img src={sponsor.src} alt={sponsor.name} width={160} height={64} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      </div>
      {copyright && <p className="footer-legal">{copyright.footer[language] ?? copyright.footer.en}</p>}
      <p className="footer-copyright">
        <span className="age-badge" aria-hidden>
          18+
        </span>
        {t('footer.adultsOnly')} {copyright?.copyright ?? `© ${brand.name}`}
      </p>
    </footer>
  )
}
