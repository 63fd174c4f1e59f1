export { GamesPage } from './games-page'
