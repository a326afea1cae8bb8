import { describe, expect, it } from 'vitest'
import { mainThreadWork, type TraceEvent } from './main-thread'

const main = { pid: 7, tid: 1 }
const task = (ts: number, durMs: number, cpuMs: number, where = main): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
})
const fcp: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', ...main, ts: 1_000_000 }

describe('mainThreadWork', () => {
  it('counts the tasks after first paint on the thread that painted, on CPU and on wall time', () => {
    const work = mainThreadWork([
      task(500_000, 80, 80), // before first paint
      fcp,
      task(1_100_000, 40, 10), // waited for a core: 4 × 10 ms is not long
      task(1_200_000, 30, 20), // 4 × 20 ms blocks 30 ms
      task(1_300_000, 90, 90, { pid: 7, tid: 2 }), // another thread
      task(1_400_000, 90, 90, { pid: 9, tid: 1 }), // another process
    ])
    expect(work).toEqual({ tasks: 2, wallMs: 70, cpuMs: 30, cpuBlockingMs: 30 })
  })

  it('counts a nested task once, in the task around it', () => {
    const outer = task(1_100_000, 20, 15)
    const inner = { ...task(1_105_000, 5, 5), name: 'ThreadControllerImpl::RunTask' }
    expect(mainThreadWork([fcp, outer, inner])).toEqual({
      tasks: 1,
      wallMs: 20,
      cpuMs: 15,
      cpuBlockingMs: 10,
    })
  })

  it("counts a task that laid the page out at half the slowdown, as Lighthouse's simulation does", () => {
    const frame = task(1_100_000, 40, 30)
    const layout: TraceEvent = { name: 'Layout', ph: 'X', ...main, ts: 1_110_000, dur: 20_000 }
    const elsewhere: TraceEvent = { ...layout, tid: 2, ts: 1_210_000 }
    const script = task(1_200_000, 40, 30)
    // 2 × 30 ms blocks 10 ms; 4 × 30 ms, 70 (a layout on another thread is not this task's).
    expect(mainThreadWork([fcp, frame, layout, script, elsewhere])?.cpuBlockingMs).toBe(80)
  })

  it('answers nothing for a trace without a first paint', () => {
    expect(mainThreadWork([task(1_100_000, 90, 90)])).toBeUndefined()
  })
})
