/** Reads a key from a Storage, or null when storage is unavailable (private mode, blocked). */
export function readKey(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Writes a key to a Storage; a full or blocked storage is ignored, the app keeps working. */
export function writeKey(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key)
    else storage?.setItem(key, value)
  } catch {
    // Storage may be disabled or full; preferences then last for this page only.
  }
}

/** The browser's localStorage, or undefined outside a browser. */
export const local = (): Storage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage

/** The browser's sessionStorage, or undefined outside a browser. */
export const session = (): Storage | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage
