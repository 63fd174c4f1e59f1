import type { Language } from '@app/domain'
import { useDispatch } from 'react-redux'
import { changeLanguage } from '../../i18n/i18n'
import { toastShown } from '../../shared/ui-state/ui-slice'

/**
 * Switches the interface language and refetches the server's texts (game names, announcements)
 * in it; tells the player when the language could not be set. Resolves whether it worked.
 */
export function useSwitchLanguage() {
  const dispatch = useDispatch()
  return async (language: Language): Promise<boolean> => {
    try {
      await changeLanguage(language)
      // The data layer has loaded beside the first paint long before a player picks a language.
      const { api } = await import('../../shared/api/api')
      dispatch(api.util.invalidateTags(['Games', 'HomeContent']))
      return true
    } catch {
      dispatch(toastShown({ type: 'error', message: 'toast.lngSettingError' }))
      return false
    }
  }
}
