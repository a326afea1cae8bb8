import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ChunkLoadError,
  chunkTimeoutMs,
  failedModuleUrl,
  isChunkLoadError,
  loadChunk,
  retryable,
} from './chunk'

afterEach(() => vi.useRealTimers())

describe('loadChunk', () => {
  it('answers the module when it loads', async () => {
    await expect(loadChunk(() => Promise.resolve({ a: 1 }))).resolves.toEqual({ a: 1 })
  })
  it('turns a failed import into a ChunkLoadError', async () => {
    const failed = loadChunk(() => Promise.reject(new TypeError('Failed to fetch module')))
    await expect(failed).rejects.toBeInstanceOf(ChunkLoadError)
    await expect(failed).rejects.toThrow('Failed to fetch module')
  })
  it('fails after the 120 000 ms time-out of spec §9', async () => {
    vi.useFakeTimers()
    expect(chunkTimeoutMs).toBe(120_000)
    const pending = loadChunk(() => new Promise(() => undefined))
    const settled = vi.fn()
    pending.catch(settled)
    await vi.advanceTimersByTimeAsync(chunkTimeoutMs - 1)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(isChunkLoadError(settled.mock.calls[0]?.[0])).toBe(true)
  })
  it('recognises only chunk errors', () => {
    expect(isChunkLoadError(new ChunkLoadError('x'))).toBe(true)
    expect(isChunkLoadError(new Error('x'))).toBe(false)
    expect(isChunkLoadError('x')).toBe(false)
  })
})

describe('retryable', () => {
  it('imports the failed address again under a fresh query', async () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost:1/assets/a-1.js',
    )
    expect(failedModuleUrl(new ChunkLoadError('x', { cause: error }))).toBe(
      'http://localhost:1/assets/a-1.js',
    )
    const importUrl = vi.fn((url: string) => Promise.resolve({ url }))
    const chunk = retryable(() => Promise.reject(error), { reload: vi.fn(), importUrl })
    await chunk.load().catch((e: unknown) => chunk.fail(e))
    await expect(chunk.load()).resolves.toEqual({ url: 'http://localhost:1/assets/a-1.js?retry=1' })
  })
  it('reloads the page when the error names no address', async () => {
    const reload = vi.fn()
    const chunk = retryable(() => Promise.reject(new Error('Importing a module script failed.')), {
      reload,
      importUrl: vi.fn(),
    })
    await chunk.load().catch((e: unknown) => chunk.fail(e))
    void chunk.load()
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
