/**
 * A new id for a message the player sends, e.g. "3b241101-e2bb-4255-8caf-4136c566a962": the server
 * stores a message once per id, so a resend after a lost answer reuses it. randomUUID needs a
 * secure context; elsewhere 16 random bytes in hex serve the same purpose.
 */
export function newClientMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
