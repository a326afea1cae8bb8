/** The fields of a Chromium trace event that the count below reads. */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  /** Start, µs. */
  ts: number
  /** Wall time, µs. */
  dur?: number
  /** The thread's CPU time over the event, µs. */
  tdur?: number
}

/** The page's main-thread tasks from its first contentful paint to the end of the trace. */
export interface MainThreadWork {
  tasks: number
  /** The tasks' wall time, ms: what Lighthouse's simulation starts from. */
  wallMs: number
  /** The CPU time the main thread spent in them, ms: the page's own work. */
  cpuMs: number
  /**
   * Total blocking time counted on CPU time as Lighthouse counts it on wall time: each task's CPU
   * time times the slowdown (half of it for a task that laid the page out), less 50 ms. It leaves
   * out the time the thread was ready but waited for a core the machine gave elsewhere.
   */
  cpuBlockingMs: number
}

const taskNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])

/**
 * Lighthouse's simulation (Lantern: `layoutTaskMultiplier` in @paulirish/trace_engine's
 * Simulator.js) slows a task that holds a Layout by half the CPU slowdown, any other by all of it.
 */
const layoutTaskShare = 0.5

/**
 * What the page's main thread did after first paint, from a trace Lighthouse recorded. The thread
 * is the one that marks the first contentful paint; nested tasks are counted in their outer one.
 */
export function mainThreadWork(events: TraceEvent[], slowdown = 4): MainThreadWork | undefined {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')
  if (!fcp) return undefined
  const tasks = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        taskNames.has(e.name) &&
        e.pid === fcp.pid &&
        e.tid === fcp.tid &&
        e.ts >= fcp.ts,
    )
    .sort((a, b) => a.ts - b.ts)
  const outer: TraceEvent[] = []
  for (const task of tasks) {
    const last = outer.at(-1)
    if (last && task.ts < last.ts + (last.dur ?? 0)) continue
    outer.push(task)
  }
  const layouts = events.filter(
    (e) => e.name === 'Layout' && e.ph === 'X' && e.pid === fcp.pid && e.tid === fcp.tid,
  )
  const laidOut = (task: TraceEvent) =>
    layouts.some((e) => e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0))
  const ms = (us: number | undefined) => (us ?? 0) / 1000
  const blocking = (task: TraceEvent) =>
    Math.max(0, ms(task.tdur) * slowdown * (laidOut(task) ? layoutTaskShare : 1) - 50)
  return {
    tasks: outer.length,
    wallMs: outer.reduce((sum, e) => sum + ms(e.dur), 0),
    cpuMs: outer.reduce((sum, e) => sum + ms(e.tdur), 0),
    cpuBlockingMs: outer.reduce((sum, e) => sum + blocking(e), 0),
  }
}
