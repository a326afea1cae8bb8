import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const href = 'https://site.test/media/banners/1.svg'
let images: { src: string; complete: boolean }[] = []

const image = () => new EventTarget() as unknown as HTMLImageElement

/** Whether the promise has settled once the pending callbacks have run. */
async function settled(promise: Promise<unknown>) {
  let isDone = false
  void promise.then(() => (isDone = true))
  await vi.advanceTimersByTimeAsync(0)
  return isDone
}

type Entries = { getEntries: () => { url?: string }[] }
let observers: { callback: (list: Entries) => void; disconnected: boolean }[] = []

class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint']
  record: (typeof observers)[number]
  constructor(callback: (list: Entries) => void) {
    this.record = { callback, disconnected: false }
    observers.push(this.record)
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true
  }
}

const report = (url: string) => {
  for (const observer of observers.filter((o) => !o.disconnected))
    observer.callback({ getEntries: () => [{ url }] })
}

/** Boot as on a page whose largest paint is the banner: the module fresh, its image named. */
async function bootWithBanner() {
  const module = await import('./largest-paint')
  const banner = image()
  module.expectLargestImage()({ href, image: banner })
  module.firstScreenDecided()
  return { ...module, banner, waiting: module.afterLargestPaint() }
}

/** Still held half a second on, and let go as soon as release runs. */
async function expectHeldUntil(waiting: Promise<unknown>, release: () => void) {
  await vi.advanceTimersByTimeAsync(500)
  expect(await settled(waiting)).toBe(false)
  release()
  expect(await settled(waiting)).toBe(true)
}

describe('largest paint', () => {
  beforeEach(() => {
    vi.resetModules()
    vi.useFakeTimers()
    images = []
    observers = []
    vi.stubGlobal('document', { images })
    vi.stubGlobal('PerformanceObserver', undefined)
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run, 16))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('waits until boot knows the first screen, and then holds nothing without an image', async () => {
    const { afterLargestPaint, firstScreenDecided } = await import('./largest-paint')
    await expectHeldUntil(afterLargestPaint(), firstScreenDecided)
  })

  it('waits no longer than its cap for boot', async () => {
    const { afterLargestPaint, largestPaintCapMs } = await import('./largest-paint')
    const waiting = afterLargestPaint()
    await vi.advanceTimersByTimeAsync(largestPaintCapMs)
    expect(await settled(waiting)).toBe(true)
  })

  it('waits while the image is not known yet, and lets go when there is none', async () => {
    const { afterLargestPaint, expectLargestImage, firstScreenDecided } =
      await import('./largest-paint')
    const name = expectLargestImage()
    firstScreenDecided()
    await expectHeldUntil(afterLargestPaint(), () => name())
  })

  it('waits until the image has loaded and the frame that draws it in the page is shown', async () => {
    const { banner, waiting } = await bootWithBanner()
    expect(await settled(waiting)).toBe(false)
    banner.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(100)
    expect(await settled(waiting)).toBe(false)
    // Another image in the page does not count; the banner's own does, a frame later.
    images.push({ src: 'https://site.test/media/logo.svg', complete: true })
    images.push({ src: href, complete: false })
    await vi.advanceTimersByTimeAsync(100)
    expect(await settled(waiting)).toBe(false)
    images[1]!.complete = true
    await vi.advanceTimersByTimeAsync(20)
    expect(await settled(waiting)).toBe(false)
    await vi.advanceTimersByTimeAsync(20)
    expect(await settled(waiting)).toBe(true)
  })

  it('lets go as soon as the browser reports the image painted, where it reports largest paints', async () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    const { waiting } = await bootWithBanner()
    report('https://site.test/media/logo.svg')
    expect(await settled(waiting)).toBe(false)
    report(href)
    expect(await settled(waiting)).toBe(true)
    expect(observers.every((o) => o.disconnected)).toBe(true)
  })

  it('gives the browser time to report the image before going by frames, where it reports largest paints', async () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    const { banner, waiting } = await bootWithBanner()
    const { paintReportGraceMs } = await import('./largest-paint')
    images.push({ src: href, complete: true })
    banner.dispatchEvent(new Event('load'))
    // Two frames of 16 ms, then the grace.
    await vi.advanceTimersByTimeAsync(paintReportGraceMs)
    expect(await settled(waiting)).toBe(false)
    await vi.advanceTimersByTimeAsync(40)
    expect(await settled(waiting)).toBe(true)
  })

  it('lets go when the image fails', async () => {
    const { banner, waiting } = await bootWithBanner()
    expect(await settled(waiting)).toBe(false)
    banner.dispatchEvent(new Event('error'))
    expect(await settled(waiting)).toBe(true)
  })

  it('waits no longer than its cap', async () => {
    const { waiting, largestPaintCapMs } = await bootWithBanner()
    await vi.advanceTimersByTimeAsync(largestPaintCapMs - 1)
    expect(await settled(waiting)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(waiting)).toBe(true)
  })

  it('stops watching frames after the cap when the image never shows', async () => {
    const frame = vi.fn((run: () => void) => setTimeout(run, 16))
    vi.stubGlobal('requestAnimationFrame', frame)
    const { banner, largestPaintCapMs } = await bootWithBanner()
    banner.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(largestPaintCapMs + 100)
    const watched = frame.mock.calls.length
    await vi.advanceTimersByTimeAsync(1000)
    expect(frame.mock.calls.length).toBe(watched)
  })
})
