import type { Texts } from '../../resources'

/** This language's namespaces, each loaded on demand. */
export const namespaces = import.meta.glob<{ default: Texts }>('./*.json')
