import { SETTLEMENT_REASONS } from '@app/domain'
import { z } from 'zod'

/**
 * Why a settled bet ended as it did: the domain's settlement answers these codes with the amounts,
 * the server stores them with the bet, and every bet record carries them (empty while pending).
 */
export const ZSettlementReason = z.enum(SETTLEMENT_REASONS)

export const ZSettleReasons = z
  .array(ZSettlementReason)
  .describe(
    'Why the bet settled as it did, outcome first (empty while pending), e.g. ["WON", "BONUS_CAPPED"]',
  )
