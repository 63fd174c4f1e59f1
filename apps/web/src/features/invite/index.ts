import { lazy } from 'react'

/** The invite window with its QR code, loaded the first time it opens. */
export const InviteWindow = lazy(async () => ({ default: (await import('./invite-window')).InviteWindow }))
