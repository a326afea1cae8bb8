/** One value that differs between an audit row's before and after. */
export interface Change {
  /** Where, dotted from the top (`whitelabel.promotions`); empty for the whole value. */
  path: string
  before: unknown
  after: unknown
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * What changed between two states, down to the values of nested objects (arrays and other values
 * compare whole), in key order; a key only one side has counts as a change.
 */
export function changesBetween(before: unknown, after: unknown, path = ''): Change[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()
    return keys.flatMap((key) =>
      changesBetween(before[key], after[key], path ? `${path}.${key}` : key),
    )
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before, after }]
}
