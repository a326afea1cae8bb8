import { describe, expect, it } from 'vitest'
import { pageCursor } from './page-cursor'

/** A navigation entry with these Server-Timing metrics. */
const navigation = (...serverTiming: { name: string; description: string }[]) => [
  { serverTiming } as unknown as PerformanceEntry,
]

describe('pageCursor', () => {
  it("reads the cursor the server sent with the page as its 'live' metric", () => {
    expect(
      pageCursor(
        navigation({ name: 'db', description: '' }, { name: 'live', description: '812-40' }),
      ),
    ).toBe('812-40')
  })

  it('is null without one: a visitor’s page, no navigation entry, no Server-Timing', () => {
    expect(pageCursor(navigation({ name: 'db', description: '3' }))).toBeNull()
    expect(pageCursor([])).toBeNull()
    expect(pageCursor([{} as PerformanceEntry])).toBeNull()
  })

  it('takes nothing that is not a cursor as the platform writes it', () => {
    for (const description of ['', '812', '812-', 'a-1', '1-2-3', '1-2 ', '1'.repeat(19) + '-1'])
      expect(pageCursor(navigation({ name: 'live', description })), description).toBeNull()
  })
})
