export { useCopyrightQuery, useCurrenciesQuery } from './home-api'
export { HomePage } from './home-page'
