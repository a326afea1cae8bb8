import { describe, expect, it } from 'vitest'
import { nextRealityCheck } from './reality-check-timing'

const minute = 60_000

describe('nextRealityCheck', () => {
  it('falls every N minutes from the sign-in, by the platform’s count of the session', () => {
    // 25 minutes into the session, checks every 30: the first is 5 minutes away.
    expect(
      nextRealityCheck({ minutes: 30, seconds: 25 * 60, answeredAt: 1000, now: 1000, after: 0 }),
    ).toEqual({ dueInMs: 5 * minute, boundary: 1 })
  })

  it('counts the time since the answer on the portal’s clock, whatever that clock says', () => {
    const answeredAt = Date.UTC(2001, 0, 1)
    expect(
      nextRealityCheck({
        minutes: 30,
        seconds: 25 * 60,
        answeredAt,
        now: answeredAt + 2 * minute,
        after: 0,
      }),
    ).toEqual({ dueInMs: 3 * minute, boundary: 1 })
  })

  it('never shows a check twice: an answer a moment short of the boundary waits for the next', () => {
    // The check fired and the status came back with 29:59.5 run: the next is the 60-minute one.
    expect(
      nextRealityCheck({ minutes: 30, seconds: 1799.5, answeredAt: 0, now: 0, after: 1 }),
    ).toEqual({ dueInMs: 30 * minute + 500, boundary: 2 })
  })

  it('skips the checks missed while the dialog stayed open or the tab slept', () => {
    expect(
      nextRealityCheck({ minutes: 15, seconds: 50 * 60, answeredAt: 0, now: 0, after: 1 }),
    ).toEqual({ dueInMs: 10 * minute, boundary: 4 })
  })

  it('is off at 0 minutes', () => {
    expect(
      nextRealityCheck({ minutes: 0, seconds: 600, answeredAt: 0, now: 0, after: 0 }),
    ).toBeNull()
  })
})
