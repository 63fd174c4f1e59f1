export { useCopyrightQuery, useCurrenciesQuery } from './home-api'

/** The home page, loaded with its route so that other screens do not carry it. */
export const homeScreen = async () => (await import('./home-page')).HomePage
