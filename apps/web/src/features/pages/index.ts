export { ErrorFallbackPage, NotFoundPage, UnderConstructionPage } from './static-pages'
