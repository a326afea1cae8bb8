import { useSyncExternalStore } from 'react'

// One clock for every countdown on the page: a single interval while any countdown shows.
let now = Date.now()
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!timer) {
    now = Date.now()
    timer = setInterval(() => {
      now = Date.now()
      for (const notify of listeners) notify()
    }, 1_000)
  }
  return () => {
    listeners.delete(listener)
    if (!listeners.size && timer) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

/** The time, moving on every second while a component shows it. */
export const useNow = () =>
  useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  )
