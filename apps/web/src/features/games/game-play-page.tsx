import { normalizeGameType } from '@app/domain'
import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { isPlayableType, useLaunchGameQuery } from './games-api'

/** Where the back button leads: the provider's lobby, or the arcade for the card room (it has none). */
const backPath = (type: string) => (type === 'pg' || type === 'tada' ? `/game/${type}` : '/gameArcade')

/**
 * /game/play/{type}/{id}: the game loader. The provider's page runs in a sandboxed frame (its
 * scripts run in an origin of their own, away from the player's session); the header's balance
 * follows each round through the balance events the wallet sends.
 */
export function GamePlayPage() {
  const { t } = useTranslation()
  const params = useParams()
  // The card room keeps its own type; any other is read as the game routes read it.
  const type = params.type === 'ky' ? 'ky' : normalizeGameType(params.type)
  const playable = isPlayableType(type) ? type : undefined
  const code = params.id ?? ''
  const launch = useLaunchGameQuery(
    { type: playable ?? 'tada', code },
    { skip: !playable, refetchOnMountOrArgChange: true },
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
      {!playable && (
        <div className="panel load-error" role="alert">
          <p>{t('errors.GAME_UNAVAILABLE')}</p>
        </div>
      )}
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
