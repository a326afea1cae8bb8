import { useSyncExternalStore } from 'react'

/** How a toast reads: good news, bad news or neither. */
export type ToastTone = 'info' | 'success' | 'error'

/** A short notice that hides by itself. */
export interface Toast {
  id: number
  text: string
  tone: ToastTone
}

/** More than three at once hide what is under them; the oldest goes first. */
export const maxToasts = 3

let toasts: readonly Toast[] = []
let lastId = 0
const listeners = new Set<() => void>()

function publish(next: readonly Toast[]) {
  toasts = next
  for (const listener of listeners) listener()
}

/** Shows a toast (the oldest goes when there would be more than three) and answers its id. */
export function showToast(text: string, tone: ToastTone = 'info'): number {
  lastId += 1
  publish([...toasts, { id: lastId, text, tone }].slice(-maxToasts))
  return lastId
}

/** Hides one toast. */
export function dismissToast(id: number) {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id))
}

/** Hides every toast. */
export function clearToasts() {
  if (toasts.length) publish([])
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const read = () => toasts

/** The toasts on screen, oldest first. */
export const useToasts = () => useSyncExternalStore(subscribe, read, read)
