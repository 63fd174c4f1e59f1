// The landing page of most visits: its skeleton comes with the entry, its content beside it.
export { HomePage, preloadHomeContent } from './home-page'
