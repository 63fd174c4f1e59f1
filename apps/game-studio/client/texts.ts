type Tree = { [key: string]: string | Tree }

/** Looks up a dotted key in the page's texts and fills its {{placeholders}}. */
export function createTranslator(texts: Tree) {
  return (key: string, values: Record<string, string | number> = {}): string => {
    let node: string | Tree | undefined = texts
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
    const text = typeof node === 'string' ? node : key
    return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''))
  }
}

export type Translate = ReturnType<typeof createTranslator>
