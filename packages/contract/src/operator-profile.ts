import { OPERATOR_ROLES } from '@app/domain'
import { z } from 'zod'

/** The signed-in operator, as the back office reads it once after sign-in to show what their roles allow. */
export const ZOperatorProfile = z.object({
  operator_id: z.number().int(),
  nickname: z.string(),
  email: z.string().nullable(),
  roles: z
    .array(z.enum(OPERATOR_ROLES))
    .describe('The duties the operator holds (admin may do every duty); empty for an operator with none yet'),
})
export type OperatorProfile = z.infer<typeof ZOperatorProfile>
