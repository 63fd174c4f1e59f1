export { useCopyrightQuery, useCurrenciesQuery } from './home-api'
// The landing page of most visits comes with the entry: no round trip stands before its requests.
export { HomePage } from './home-page'
