import { ZAds, ZAvailableGames, ZCopyright, ZCurrencies, ZNotices, ZSlides } from '@app/contract'
import { gameCategory, gameKeyOf, isVisibleStatus, sortByGameOrder } from '@app/domain'
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
  // Key and category follow from the id; a game this build does not know yet is left out.
  const visibleGames = sortByGameOrder(games).flatMap((game) => {
    const key = gameKeyOf(game.game_id)
    const category = gameCategory(game.game_id)
    if (!key || !category || !isVisibleStatus(game.status)) return []
    return [{ ...game, key, category, art: `/art/games/${key}.svg` }]
  })
  return { notices, slides, ads, games: visibleGames, currencies, copyright }
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>
