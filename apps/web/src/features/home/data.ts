// The public face of the site's shared content (currencies, copyright): it brings the data layer
// (RTK Query), so only screens and the frame's lazily loaded parts import it.
export { useCopyrightQuery, useCurrenciesQuery } from './home-api'
