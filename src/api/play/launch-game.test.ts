import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { readAgain } from '@/api/after-change'
import { launchGameQueryOptions } from './launch-game'

describe('launchGameQueryOptions', () => {
  it('is not launched again when the whole cache is read again (a language chosen)', async () => {
    const client = new QueryClient()
    let launches = 0
    const observer = new QueryObserver(client, {
      ...launchGameQueryOptions({ vendor: 'PG', gameCode: 'fortune', gameType: 'RNG' }, 'token'),
      queryFn: async () => {
        launches += 1
        return { url: `https://games.example.test/${launches}` } as never
      },
    })
    const stop = observer.subscribe(() => undefined)
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeDefined())

    await readAgain(client)

    expect(launches).toBe(1)
    stop()
  })
})
