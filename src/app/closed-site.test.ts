import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { systemKeys } from '@/api/system/keys'
import { createClosedSiteWatch, refusalBurstMs } from './closed-site'

describe('createClosedSiteWatch', () => {
  it('reads the status once per burst of refusals, and again for a later burst', async () => {
    const client = new QueryClient()
    let status = 0
    const read = vi.fn(async () => ({ status }))
    // The gate's status query, watched as the app watches it.
    const observer = new QueryObserver(client, {
      queryKey: systemKeys.status(),
      queryFn: read,
      staleTime: 60_000,
    })
    const unsubscribe = observer.subscribe(() => undefined)
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ status: 0 }))
    let now = 1_000
    const refused = createClosedSiteWatch(client, () => now)
    status = 1
    // A screen's calls refused together, and their retries.
    for (let i = 0; i < 5; i += 1) refused()
    now += refusalBurstMs - 1
    refused()
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ status: 1 }))
    expect(read).toHaveBeenCalledTimes(2)
    now += 1
    status = 0
    refused()
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ status: 0 }))
    expect(read).toHaveBeenCalledTimes(3)
    unsubscribe()
  })
})
