// What every call carries from the frame (the language) and what the frame does when a session
// cannot be renewed. The frame sets both before the data layer (RTK Query and the endpoints) has
// loaded, so they live apart from it.

let requestLanguage = 'en'

/** The language of every call, kept in step with the interface language by the i18n module. */
export function setRequestLanguage(language: string): void {
  requestLanguage = language
}

export const currentRequestLanguage = (): string => requestLanguage

let onSessionExpired: () => void = () => {}

/** What the shell does when a session cannot be renewed (set once by the store). */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler
}

export const endExpiredSession = (): void => onSessionExpired()
