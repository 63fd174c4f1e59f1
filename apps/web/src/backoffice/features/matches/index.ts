export { MatchPage } from './match-page'
export { MatchesPage } from './matches-page'
