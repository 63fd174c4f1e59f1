import { lazy } from 'react'

export { BottomNav } from './bottom-nav'
export { Header } from './header'
export { LeftNav } from './left-nav'
export { MobileMenu } from './mobile-menu'

/** The footer, below the fold of every page: it loads just after the first paint. */
export const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }))
