/**
 * Resolves in a later task of the main thread, so that the work before and the work after it are
 * two tasks, not one long one that holds a phone's input back. Uses scheduler.yield where the
 * browser has it (the continuation runs before other queued tasks), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } }
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
