import { normalizeGameType } from '@app/domain'
import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearchParams } from 'react-router'
import { LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { SessionClock } from '../responsible-play'
import { type PlayableType, useLaunchGameQuery } from './games-api'

/** Where the back button leads: the provider's lobby, or the arcade for the game wallets' games (no lobby). */
const backPath = (type: string) =>
  type === 'pg' || type === 'tada' || type === 'noah' ? `/game/${type}` : '/gameArcade'

/**
 * /game/play/{type}/{id}: the game loader. The provider's page runs in a sandboxed frame (its
 * scripts run in an origin of their own, away from the player's session); the header's balance
 * follows each round through the balance events the wallet sends.
 */
export function GamePlayPage() {
  const { t } = useTranslation()
  const params = useParams()
  // The game wallets' providers keep their own type; any other is read as the game routes read it.
  const type: PlayableType =
    params.type === 'ky' || params.type === 'ng' ? params.type : normalizeGameType(params.type)
  const [search] = useSearchParams()
  const platform = search.get('plat_type')
  const launch = useLaunchGameQuery(
    { type, code: params.id ?? '', ...(platform ? { platform } : {}) },
    { refetchOnMountOrArgChange: true },
  )
  const game = launch.data
  return (
    <section className="game-player" aria-labelledby="game-title" data-page="game-play">
      <div className="game-player-bar">
        <Link to={backPath(type)} className="button button-ghost game-back">
          <ArrowLeft aria-hidden="true" size={18} />
          {t('lobby.back')}
        </Link>
        <h1 id="game-title">{game?.name ?? t('lobby.launching')}</h1>
      </div>
      {/* Its own line: the title bar has no room to spare on a phone. */}
      <SessionClock />
      {launch.isFetching && !game && <SkeletonRows rows={6} label={t('lobby.launching')} />}
      {launch.error && <LoadError error={launch.error} onRetry={() => void launch.refetch()} />}
      {game && (
        <iframe
          className="game-frame"
          title={game.name}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          {...(game.type === 'html' ? { srcDoc: game.html } : { src: game.url })}
        />
      )}
    </section>
  )
}
