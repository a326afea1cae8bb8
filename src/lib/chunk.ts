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
