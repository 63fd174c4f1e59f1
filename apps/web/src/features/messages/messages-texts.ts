/**
 * The inbox's texts live in the player information namespace (`info`), with the announcements'
 * and the help pages': the footer loads it on every page, so the header badge and the inbox never
 * wait for a namespace of their own.
 */
export const MESSAGES_TEXTS = ['info'] as const
