export { PlayerPage } from './player-page'
export { PlayersPage } from './players-page'
