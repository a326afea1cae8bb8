import { vi } from 'vitest'

/**
 * A laid-out page for components that measure themselves: jsdom has no layout, so every element
 * reports a box `width` wide and `height` high, and a ResizeObserver reports once after it starts
 * observing, as a browser does after the first layout. Undo with `vi.restoreAllMocks()` and
 * `vi.unstubAllGlobals()`.
 */
export function fakeLayout({ width = 1200, height = 600 } = {}) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width, height }),
  )
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private isLive = true
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        setTimeout(() => {
          if (this.isLive) this.report([], this as unknown as ResizeObserver)
        }, 0)
      }
      unobserve() {}
      disconnect() {
        this.isLive = false
      }
    },
  )
}
