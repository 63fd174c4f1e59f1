/** One field of an audited target, as it was before a write and as the write left it. */
export type FieldChange = {
  /** The field's path, nested fields joined by dots, e.g. "title.en". */
  field: string
  before: unknown
  after: unknown
  kind: 'added' | 'removed' | 'changed'
}

type Snapshot = Record<string, unknown> | null

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A snapshot's leaves by path: nested objects open up ("title.en"), arrays stay whole values. */
function leaves(snapshot: Snapshot, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>()
  for (const [key, value] of Object.entries(snapshot ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key
    if (isPlainObject(value) && Object.keys(value).length > 0) {
      for (const [inner, leaf] of leaves(value, path)) found.set(inner, leaf)
    } else {
      found.set(path, value)
    }
  }
  return found
}

const sameValue = (one: unknown, other: unknown) => JSON.stringify(one) === JSON.stringify(other)

/**
 * The fields a write changed, in the order the snapshots name them: a creation (no before)
 * adds every field, a removal (no after) removes every one, an edit lists the fields whose value
 * differs. e.g. `changedFields({ status: 0 }, { status: 4 })` is
 * `[{ field: 'status', before: 0, after: 4, kind: 'changed' }]`.
 */
export function changedFields(before: Snapshot, after: Snapshot): FieldChange[] {
  const was = leaves(before)
  const is = leaves(after)
  const fields = [...new Set([...was.keys(), ...is.keys()])]
  return fields.flatMap((field): FieldChange[] => {
    const hadField = was.has(field) && before !== null
    const hasField = is.has(field) && after !== null
    const old = was.get(field)
    const value = is.get(field)
    if (hadField && hasField)
      return sameValue(old, value) ? [] : [{ field, before: old, after: value, kind: 'changed' }]
    if (hasField) return [{ field, before: undefined, after: value, kind: 'added' }]
    return [{ field, before: old, after: undefined, kind: 'removed' }]
  })
}
