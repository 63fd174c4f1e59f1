import { lazy } from 'react'

export type { PanelContents } from './side-panel'

/** The side panel (bet slip, my bets, chat), loaded the first time one opens. */
export const SidePanel = lazy(async () => ({ default: (await import('./side-panel')).SidePanel }))
