/** Kinds of toast, each with its own icon. */
export const TOAST_TYPES = ['successful', 'error', 'warning', 'info'] as const
export type ToastType = (typeof TOAST_TYPES)[number]

/** How long a toast stays before it hides itself. */
export const TOAST_DURATION_MS = 2500
