export { DrawsPage } from './draws-page'
