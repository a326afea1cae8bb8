/** Spec §9: a script or stylesheet chunk that has not loaded after this long counts as failed. */
export const chunkTimeoutMs = 120_000

/** A lazy chunk that is missing, failed to load or timed out (spec §8 load failure). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
}

/** Whether an error is a failed chunk load. */
export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError'
}

/** Runs a dynamic import; a failure or no answer within the time-out rejects with a ChunkLoadError. */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs = chunkTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`chunk not loaded after ${timeoutMs} ms`)),
      timeoutMs,
    )
    importer().then(
      (module) => {
        clearTimeout(timer)
        resolve(module)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(
          new ChunkLoadError(error instanceof Error ? error.message : String(error), {
            cause: error,
          }),
        )
      },
    )
  })
}

/** The address of the module a failed dynamic import names (Chromium and Firefox say it). */
export function failedModuleUrl(error: unknown): string | null {
  const cause = error instanceof ChunkLoadError ? error.cause : error
  const text = cause instanceof Error ? cause.message : String(cause)
  return /(https?:\/\/[^\s'"]+\.m?js)\b/.exec(text)?.[1] ?? null
}

/**
 * An importer that can be tried again. Browsers remember a failed dynamic import of an address, so
 * a new attempt imports the same module under a fresh query; when the error did not name the
 * address, the page reloads instead.
 */
export function retryable<T>(
  importer: () => Promise<T>,
  env: { reload: () => void; importUrl: (url: string) => Promise<unknown> } = {
    reload: () => location.reload(),
    importUrl: (url) => import(/* @vite-ignore */ url),
  },
): { load: () => Promise<T>; fail: (error: unknown) => void } {
  let attempts = 0
  let failed: { url: string | null } | null = null
  return {
    load: () => {
      if (!failed) return loadChunk(importer)
      if (!failed.url) {
        env.reload()
        return new Promise<T>(() => undefined)
      }
      attempts += 1
      const url = `${failed.url}${failed.url.includes('?') ? '&' : '?'}retry=${attempts}`
      return loadChunk(() => env.importUrl(url) as Promise<T>)
    },
    fail: (error) => {
      failed = { url: failedModuleUrl(error) ?? failed?.url ?? null }
    },
  }
}
