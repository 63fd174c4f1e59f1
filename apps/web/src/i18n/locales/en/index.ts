import type { Texts } from '../../resources'

/** English's feature namespaces, each loaded on demand (the shell's are bundled, and the errors come with the server's). */
export const namespaces = import.meta.glob<{ default: Texts }>([
  './*.json',
  '!./{common,header,nav,footer,home,panels,pages,lobby,toast,errors}.json',
])
