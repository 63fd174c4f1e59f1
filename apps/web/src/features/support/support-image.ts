import { SUPPORT_IMAGE_MAX_BYTES, SUPPORT_IMAGE_TYPES } from '@app/contract'

/** The largest image as the player reads it, in MB: 2 for 2 MiB. */
export const SUPPORT_IMAGE_MAX_MB = SUPPORT_IMAGE_MAX_BYTES / (1024 * 1024)

/**
 * Why an image cannot be sent, checked before the upload with the server's own limits: a PDF is
 * 'SUPPORT_IMAGE_TYPE', a 3 MB photo 'SUPPORT_IMAGE_TOO_LARGE', a 1 MB PNG passes (undefined).
 */
export function checkSupportImage(file: { type: string; size: number }) {
  if (!(SUPPORT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'SUPPORT_IMAGE_TYPE' as const
  if (file.size > SUPPORT_IMAGE_MAX_BYTES) return 'SUPPORT_IMAGE_TOO_LARGE' as const
  return undefined
}
