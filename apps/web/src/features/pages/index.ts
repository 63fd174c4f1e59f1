import { lazy } from 'react'

/** The static screens, each loaded when a route first shows it. */
export const pageScreens = {
  underConstruction: async () => (await import('./static-pages')).UnderConstructionPage,
  notFound: async () => (await import('./static-pages')).NotFoundPage,
}

/** The error page an error boundary shows, loaded only when a screen has failed. */
export const ErrorFallbackPage = lazy(async () => ({
  default: (await import('./static-pages')).ErrorFallbackPage,
}))
