import { AD_KIND } from '@app/contract'
import { GAME_CATEGORIES, GAME_STATUS, pickLocalized } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { asLanguage } from '../../i18n/i18n'
import { useApi } from '../../shared/api/use-api'
import { type HomeData, loadHome } from './home-api'

/** The home page: marquee, featured slide, promotions, games by category and currencies. */
export function HomePage() {
  const { t, i18n } = useTranslation()
  const home = useApi(() => loadHome(i18n.language), [i18n.language])

  if (home.status === 'loading') {
    return (
      <p className="panel status" aria-live="polite">
        {t('common.loading')}
      </p>
    )
  }
  if (home.status === 'failed') {
    return (
      <div className="panel status" role="alert">
        <p>{t(`errors.${home.error.message}`, { defaultValue: t('errors.somethingWentWrong') })}</p>
        <button type="button" className="button" onClick={home.retry}>
          {t('common.retry')}
        </button>
      </div>
    )
  }
  return <HomeContent data={home.data} />
}

function HomeContent({ data }: { data: HomeData }) {
  const { t, i18n } = useTranslation()
  const [slide] = data.slides
  const promotions = data.ads.filter((ad) => ad.kind === AD_KIND.promotion)
  return (
    <>
      <section className="marquee panel" aria-label={t('common.announcements')}>
        <ul>
          {data.notices.map((notice) => (
            <li key={notice.id}>{notice.content}</li>
          ))}
        </ul>
      </section>

      {slide && (
        <section aria-label={t('common.featured')} className="featured">
          <a href={slide.url} target="_blank" rel="noreferrer">
            <img src={slide.pic} alt="" width={1200} height={400} />
            <span className="featured-name">{slide.name}</span>
          </a>
        </section>
      )}

      {promotions.length > 0 && (
        <section aria-label={t('common.promotions')} className="promotions">
          {promotions.map((ad) => (
            <a key={ad.id} href={ad.url}>
              <img src={ad.src} alt={ad.alt} width={600} height={300} />
            </a>
          ))}
        </section>
      )}

      {GAME_CATEGORIES.map((category) => {
        const games = data.games.filter((game) => game.category === category)
        if (games.length === 0) return null
        return (
          <section key={category} aria-labelledby={`games-${category}`}>
            <h2 id={`games-${category}`}>{t(`common.categories.${category}`)}</h2>
            <ul className="game-grid">
              {games.map((game) => (
                <li key={game.game_id} className="game-card" data-game={game.key}>
                  <img src={game.art} alt="" width={320} height={200} />
                  <span className="game-name">{game.name}</span>
                  <span className={game.status === GAME_STATUS.active ? 'game-status' : 'game-status muted'}>
                    {t(
                      game.status === GAME_STATUS.active
                        ? 'common.gameStatus.active'
                        : 'common.gameStatus.disable',
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )
      })}

      <section aria-labelledby="currencies">
        <h2 id="currencies">{t('common.currencies')}</h2>
        <ul className="currency-list">
          {data.currencies.map((currency) => (
            <li key={currency.id}>
              <img src={currency.img} alt="" width={24} height={24} />
              <span className="currency-code">{currency.currency}</span>
              <span className="numeric muted">
                {t('common.perUsdt', { rate: formatRate(currency.exchange, i18n.language) })}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <footer className="site-footer">
        <p>{pickLocalized(data.copyright.footer, asLanguage(i18n.language))}</p>
        <p className="muted">{data.copyright.copyright}</p>
      </footer>
    </>
  )
}

/** Groups digits for the reader's language without turning the exact decimal into a float first. */
function formatRate(rate: string, language: string): string {
  const [whole = '0', fraction] = rate.split('.')
  const grouped = new Intl.NumberFormat(language).format(BigInt(whole))
  const separator = new Intl.NumberFormat(language)
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value
  return fraction ? `${grouped}${separator ?? '.'}${fraction}` : grouped
}
