import { SETTLEMENT_REASON_TEXTS } from '@app/contract'
import settlement from './locales/en/settlement.json'

/** The English settlement texts: the reasons' from the contract, and the web's own. */
export const englishSettlement = { ...settlement, reasons: SETTLEMENT_REASON_TEXTS }
