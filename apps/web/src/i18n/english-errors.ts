import { ERROR_TEXTS } from '@app/contract'
import errors from './locales/en/errors.json'

/** The English error texts: the server's from the contract, and the web's own. */
export const englishErrors = { ...ERROR_TEXTS, ...errors }
