import { AD_KIND, type Ad, type Notice } from '@app/contract'
import {
  CATALOGUE_PROVIDERS,
  type CatalogueProvider,
  GAME_SECTION_ROWS,
  type GameCategory,
} from '@app/domain'
import { X } from 'lucide-react'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { readStored, STORAGE_KEYS, writeStored } from '../../shared/storage/storage-keys'
import { LoadError, SkeletonRows } from '../../shared/ui/load-states'
import {
  type CatalogueGame,
  catalogueGameCards,
  categoryArcadePath,
  type GameCard,
  GameCardGrid,
  providerGameCards,
  useCardsPerRow,
} from '../games'
import { useProviderGamesInfiniteQuery } from '../games/data'
import { InstallSteps, promptInstall, useInstallOffer } from '../install/offer'

/** The spec's caps on the home page. */
export const MAX_PROMOTION_IMAGES = 2

/** The announcement marquee; under reduced motion the texts stand still in a list. */
export function Marquee({ notices }: { notices: readonly Notice[] }) {
  const { t } = useTranslation()
  if (notices.length === 0) return null
  return (
    <section className="marquee panel" aria-label={t('home.announcements')}>
      <ul>
        {notices.map((notice) => (
          <li key={notice.id}>{notice.content}</li>
        ))}
      </ul>
    </section>
  )
}

/** Up to two promotion images, each opening its promotion. */
export function Promotions({ ads }: { ads: readonly Ad[] }) {
  const { t } = useTranslation()
  const promotions = ads.filter((ad) => ad.kind === AD_KIND.promotion).slice(0, MAX_PROMOTION_IMAGES)
  if (promotions.length === 0) return null
  return (
    <section aria-label={t('home.promotions')} className="promotions">
      {promotions.map((ad) => (
        <Link key={ad.id} to={ad.url}>
          <img src={ad.src} alt={ad.alt} width={600} height={300} fetchPriority="high" />
        </Link>
      ))}
    </section>
  )
}

/**
 * The one download banner, until the player hides it (remembered on this device). It installs the
 * site as an app: through the browser's own install dialog where there is one, else by showing the
 * steps to add it to the home screen. Where the site already runs as an installed app, it is gone.
 */
export function DownloadBanner({ ads }: { ads: readonly Ad[] }) {
  const { t } = useTranslation()
  const [isDismissed, setDismissed] = useState(readStored(STORAGE_KEYS.downloadBannerDismissed) === 'true')
  const [areStepsShown, setStepsShown] = useState(false)
  const offer = useInstallOffer()
  const banner = ads.find((ad) => ad.kind === AD_KIND.download)
  if (!banner || isDismissed || offer === 'installed') return null

  const handleInstall = async () => {
    // The prompt can be gone by the time of the click (spent elsewhere): the steps stand in for it.
    if (offer === 'prompt' && (await promptInstall()) !== 'unavailable') return
    setStepsShown(true)
  }

  return (
    <aside className="download-banner" aria-label={t('home.downloadBanner')}>
      <button type="button" className="download-install" onClick={handleInstall}>
        <img src={banner.src} alt="" width={1200} height={160} />
        <span className="download-copy">
          <span className="download-text">{banner.alt}</span>
          <span className="download-action">{t('home.installApp')}</span>
        </span>
      </button>
      <button
        type="button"
        className="icon-button download-dismiss"
        aria-label={t('home.dismissBanner')}
        onClick={() => {
          writeStored(STORAGE_KEYS.downloadBannerDismissed, 'true')
          setDismissed(true)
        }}
      >
        <X aria-hidden size={18} />
      </button>
      {areStepsShown && (
        <Suspense fallback={null}>
          <InstallSteps
            platform={offer === 'ios-steps' ? 'ios' : 'browser'}
            onClose={() => setStepsShown(false)}
          />
        </Suspense>
      )}
    </aside>
  )
}

// Sports has a page of every match; lottery and games lead to their lists in the arcade.
const MORE_LINKS: Record<GameCategory, string> = {
  sports: '/sport/all',
  lottery: categoryArcadePath('lottery'),
  games: categoryArcadePath('games'),
}

/** A titled section of game cards: two rows for the width, and a link to the rest when there are more. */
function CardSection({
  id,
  title,
  cards,
  total,
  moreHref,
}: {
  id: string
  title: string
  cards: readonly GameCard[]
  total: number
  moreHref: string
}) {
  const { t } = useTranslation()
  const { element, perRow } = useCardsPerRow<HTMLElement>()
  const shown = cards.slice(0, perRow * GAME_SECTION_ROWS)
  return (
    <section ref={element} aria-labelledby={id} className="game-section">
      <div className="section-heading">
        <h2 id={id}>{title}</h2>
        {total > shown.length && (
          <Link to={moreHref} className="more-link">
            {t('home.moreGames', { provider: title })}
          </Link>
        )}
      </div>
      <GameCardGrid cards={shown} perRow={perRow} />
    </section>
  )
}

/** One category's games from the catalogue, e.g. every lottery. */
export function GameSection({
  category,
  games,
}: {
  category: GameCategory
  games: readonly CatalogueGame[]
}) {
  const { t } = useTranslation()
  const cards = catalogueGameCards(games)
  return (
    <CardSection
      id={`games-${category}`}
      title={t(`common.categories.${category}`)}
      cards={cards}
      total={cards.length}
      moreHref={MORE_LINKS[category]}
    />
  )
}

/** A provider's own games (e.g. PG's slots), titled with the provider, linking to its lobby. */
export function ProviderSection({ provider, name }: { provider: CatalogueProvider; name: string }) {
  const { t } = useTranslation()
  const games = useProviderGamesInfiniteQuery(provider)
  const first = games.data?.pages[0]
  if (games.isLoading) return <SkeletonRows rows={2} label={t('common.loading')} />
  if (games.error) return <LoadError error={games.error} onRetry={games.refetch} />
  if (!first || first.list.length === 0) return null
  return (
    <CardSection
      id={`games-${provider}`}
      title={name}
      cards={providerGameCards(provider, first.list)}
      total={first.total}
      moreHref={`/game/${CATALOGUE_PROVIDERS[provider]}`}
    />
  )
}
