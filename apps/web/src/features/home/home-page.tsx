import { GAME_CATEGORIES, isCatalogueProvider } from '@app/domain'
import { useTranslation } from '../../i18n/i18n'
import { LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { useGameLists } from '../games'
import { BannerCarousel } from './banner-carousel'
import { useAdsQuery, useNoticesQuery, useSlidesQuery } from './home-api'
import { DownloadBanner, GameSection, Marquee, Promotions, ProviderSection } from './home-sections'

/**
 * The home page: marquee, carousel, promotions, download banner, a section per category and one
 * per catalogue provider with its own games.
 */
export function HomePage() {
  const { t } = useTranslation()
  const notices = useNoticesQuery()
  const slides = useSlidesQuery()
  const ads = useAdsQuery()
  const games = useGameLists()

  return (
    <div className="home">
      {notices.data && <Marquee notices={notices.data} />}
      {slides.isLoading && <SkeletonRows rows={1} label={t('common.loading')} />}
      {slides.error && <LoadError error={slides.error} onRetry={slides.refetch} />}
      {slides.data && <BannerCarousel slides={slides.data} />}
      {ads.data && <DownloadBanner ads={ads.data} />}
      {ads.data && <Promotions ads={ads.data} />}
      {games.isLoading && <SkeletonRows rows={4} label={t('common.loading')} />}
      {games.error ? (
        <LoadError error={games.error} onRetry={games.refetch} />
      ) : (
        <>
          {GAME_CATEGORIES.map((category) => {
            const inCategory = games.visible.filter((game) => game.category === category)
            return (
              inCategory.length > 0 && <GameSection key={category} category={category} games={inCategory} />
            )
          })}
          {games.visible.map(
            ({ key, name }) =>
              isCatalogueProvider(key) && <ProviderSection key={key} provider={key} name={name} />,
          )}
        </>
      )}
    </div>
  )
}
