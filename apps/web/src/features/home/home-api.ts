import { ZAds, ZAvailableGames, ZCopyright, ZCurrencies, ZNotices, ZSlides } from '@app/contract'
import { isVisibleStatus, sortByGameOrder } from '@app/domain'
import { getData } from '../../shared/api/http'

/** Everything the home page shows, read in parallel in one language. */
export async function loadHome(language: string) {
  const [notices, slides, ads, games, currencies, copyright] = await Promise.all([
    getData('/api/v1/notice', ZNotices, language),
    getData('/api/v1/slideshow', ZSlides, language),
    getData('/api/v1/ad', ZAds, language),
    getData('/api/v1/available_games', ZAvailableGames, language),
    getData('/api/v1/config/exchange', ZCurrencies, language),
    getData('/api/v1/copyright', ZCopyright, language),
  ])
  const visibleGames = sortByGameOrder(games).filter((game) => isVisibleStatus(game.status))
  return { notices, slides, ads, games: visibleGames, currencies, copyright }
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>
