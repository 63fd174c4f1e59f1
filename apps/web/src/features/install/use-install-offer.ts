import { useState, useSyncExternalStore } from 'react'
import { type InstallOffer, installOffer, isIosDevice, isStandaloneDisplay } from './install-offer'
import { installPrompt } from './install-prompt'

/** What the download banner offers now: it follows the browser's install prompt as it comes and goes. */
export function useInstallOffer(): InstallOffer {
  const { canPrompt, isInstalled } = useSyncExternalStore(installPrompt.subscribe, installPrompt.getState)
  // A page does not change how it is displayed, nor the device it runs on.
  const [{ isStandalone, isIos }] = useState(() => ({
    isStandalone: isStandaloneDisplay(window),
    isIos: isIosDevice(navigator),
  }))
  return installOffer({ isStandalone, isInstalled, canPrompt, isIos })
}
