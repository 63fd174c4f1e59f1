import { GAME_CATEGORIES, isCatalogueProvider } from '@app/domain'
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { useDeferredValue } from 'react'
import { LoadError } from '../../shared/ui/load-states'
import { gamesApi, useGameLists } from '../games/data'
import { BannerCarousel } from './banner-carousel'
import { homeApi, useAdsQuery, useNoticesQuery, useSlidesQuery } from './home-api'
import { HomeSkeleton } from './home-page'
import { DownloadBanner, GameSection, Marquee, Promotions, ProviderSection } from './home-sections'

/** Asks the home page's calls before it renders; its hooks then find them answered or on their way. */
export function prefetchHomeCalls(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>): void {
  void dispatch(homeApi.endpoints.notices.initiate(undefined, { subscribe: false }))
  void dispatch(homeApi.endpoints.slides.initiate(undefined, { subscribe: false }))
  void dispatch(homeApi.endpoints.ads.initiate(undefined, { subscribe: false }))
  void dispatch(gamesApi.endpoints.availableGames.initiate(undefined, { subscribe: false }))
}

/**
 * The home page's content: marquee, carousel, promotions, download banner, a section per category
 * and one per catalogue provider with its own games. It shows once every part has answered (they
 * are asked at once), so no part arriving late pushes down the ones below it.
 */
export function HomeContent() {
  const notices = useNoticesQuery()
  const slides = useSlidesQuery()
  const ads = useAdsQuery()
  const games = useGameLists()

  const isLoading = notices.isLoading || slides.isLoading || ads.isLoading || games.isLoading
  // The page renders in the background in short slices once everything has answered.
  const isShown = useDeferredValue(!isLoading)
  if (!isShown) return <HomeSkeleton />
  return (
    <div className="home">
      {notices.data && <Marquee notices={notices.data} />}
      {slides.error && <LoadError error={slides.error} onRetry={slides.refetch} />}
      {slides.data && <BannerCarousel slides={slides.data} />}
      {ads.data && <DownloadBanner ads={ads.data} />}
      {ads.data && <Promotions ads={ads.data} />}
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
