import { useSyncExternalStore } from 'react'

/**
 * The shared stores of state/ (session, preferences, modals...): a few flat fields each, written by
 * assignment (`modals.open = 'login'`) and read in components through a snapshot.
 *
 * It replaces valtio, which design.md names: valtio's snapshots track which fields a component
 * reads (proxy-compare) and proxy nested objects, which these stores of a few fields, each replaced
 * as a whole, never needed; it was 2.0 KB gzip of every first visit, this is about 0.3. A component
 * re-renders when any field of the store it reads changes.
 */

interface Internals<T extends object> {
  snapshot: Readonly<T>
  listeners: Set<() => void>
  isQueued: boolean
  /** subscribe() bound to this store: one function, so that a render does not subscribe anew. */
  subscribe: (listener: () => void) => () => void
}

const internalsOf = new WeakMap<object, Internals<object>>()

function internals<T extends object>(state: T): Internals<T> {
  const found = internalsOf.get(state)
  if (!found) throw new Error('not a store: made by store()')
  return found as Internals<T>
}

/**
 * A store holding `initial`'s fields. An assignment that changes a field makes a new snapshot at
 * once and tells the subscribers once per task (in a microtask), so that several assignments in a
 * row (a sign-in sets seven fields) are one change.
 */
export function store<T extends object>(initial: T): T {
  const target = { ...initial }
  const own: Internals<T> = {
    snapshot: Object.freeze({ ...target }),
    listeners: new Set(),
    isQueued: false,
    subscribe: (listener) => {
      own.listeners.add(listener)
      return () => void own.listeners.delete(listener)
    },
  }
  const state = new Proxy(target, {
    set(object, key, value) {
      if (Object.is(Reflect.get(object, key), value)) return true
      Reflect.set(object, key, value)
      own.snapshot = Object.freeze({ ...object })
      if (!own.isQueued) {
        own.isQueued = true
        queueMicrotask(() => {
          own.isQueued = false
          for (const listener of [...own.listeners]) listener()
        })
      }
      return true
    },
    deleteProperty() {
      throw new Error('a store keeps its fields: assign null instead')
    },
  })
  internalsOf.set(state, own as Internals<object>)
  return state
}

/** Calls `listener` after the store changes; answers the function that stops it. */
export function subscribe(state: object, listener: () => void): () => void {
  return internals(state).subscribe(listener)
}

/** The store's fields in a component (read-only, a new object after each change), which renders again when they change. */
export function useSnapshot<T extends object>(state: T): Readonly<T> {
  const own = internals(state)
  return useSyncExternalStore(own.subscribe, () => own.snapshot)
}
