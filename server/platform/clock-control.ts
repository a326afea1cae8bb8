import type { Context, Hono } from 'hono'
import type { Clock } from './clock'

const clockState = (c: Context, clock: Clock) =>
  c.json({
    success: true,
    value: { now: clock.now().toISOString(), offsetMs: clock.offset },
    message: 'OK',
  })

/**
 * The platform's clock: GET reads it; POST moves it with one of { at: ISO instant } (from where it
 * runs on), { advanceMs } (forward) or { reset: true } (real again). Both answer { now, offsetMs }.
 */
export function mountClockControl(app: Hono, clock: Clock) {
  app.get('/__control/clock', (c) => clockState(c, clock))
  app.post('/__control/clock', async (c) => {
    const body = ((await c.req.json().catch(() => null)) ?? {}) as {
      at?: unknown
      advanceMs?: unknown
      reset?: unknown
    }
    const refuse = (message: string) => c.json({ success: false, value: null, message }, 400)
    const given = [body.at, body.advanceMs, body.reset].filter((v) => v !== undefined)
    if (given.length !== 1) return refuse('give one of at, advanceMs, reset')
    try {
      if (body.reset === true) await clock.reset()
      else if (typeof body.at === 'string' && !Number.isNaN(Date.parse(body.at)))
        await clock.set(new Date(body.at))
      else if (typeof body.advanceMs === 'number') await clock.advance(body.advanceMs)
      else return refuse('at must be an ISO instant, advanceMs a number, reset true')
    } catch (error) {
      if (error instanceof RangeError) return refuse(error.message)
      throw error
    }
    return clockState(c, clock)
  })
}
