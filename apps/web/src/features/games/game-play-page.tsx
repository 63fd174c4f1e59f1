import { CATALOGUE_PROVIDERS, type CatalogueProvider, normalizeGameType } from '@app/domain'
import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { useLaunchGameQuery } from './games-api'

const PROVIDER_OF_TYPE = Object.fromEntries(
  Object.entries(CATALOGUE_PROVIDERS).map(([provider, type]) => [type, provider as CatalogueProvider]),
) as Partial<Record<string, CatalogueProvider>>

/**
 * /game/play/{type}/{id}: the game loader. The provider's page runs in a sandboxed frame (its
 * scripts run in an origin of their own, away from the player's session); the header's balance
 * follows each round through the balance events the wallet sends.
 */
export function GamePlayPage() {
  const { t } = useTranslation()
  const params = useParams()
  const type = normalizeGameType(params.type)
  const provider = PROVIDER_OF_TYPE[type]
  const code = params.id ?? ''
  const launch = useLaunchGameQuery(
    { provider: provider ?? 'tadaGames', code },
    { skip: !provider, refetchOnMountOrArgChange: true },
  )
  const game = launch.data
  return (
    <section className="game-player" aria-labelledby="game-title" data-page="game-play">
      <div className="game-player-bar">
        <Link to={`/game/${type}`} className="button button-ghost game-back">
          <ArrowLeft aria-hidden="true" size={18} />
          {t('lobby.back')}
        </Link>
        <h1 id="game-title">{game?.name ?? t('lobby.launching')}</h1>
      </div>
      {!provider && (
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
