import { lazy } from 'react'
import { withTexts } from '../../i18n/i18n'
import { installPrompt } from './install-prompt'

export type { InstallOffer } from './install-offer'
export type { BeforeInstallPromptEvent } from './install-prompt'
export { useInstallOffer } from './use-install-offer'

/** Shows the browser's install dialog; 'unavailable' when the browser has not offered one. */
export const promptInstall = () => installPrompt.prompt()

let loading: Promise<typeof import('./install-steps')> | undefined
/** Loads the add-to-home-screen steps with their texts (the `install` namespace). */
const loadInstallSteps = () => {
  loading ??= withTexts(() => import('./install-steps'), ['install'])
  return loading
}

/** The add-to-home-screen steps, loaded the first time the player asks for them. */
export const InstallSteps = lazy(async () => ({ default: (await loadInstallSteps()).InstallSteps }))
