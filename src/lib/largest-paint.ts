/**
 * The first screen's largest paint (the first banner's image on Home and the lobbies) and the parts
 * of the page that let it go first (docs/performance.md). On a phone's network, every request made while that image
 * loads shares its bandwidth and its connections, and the page's largest paint comes later.
 */
let painted: Promise<void> = Promise.resolve()

/** How long a held part waits at most: a slow image does not keep it back for long. */
export const largestPaintCapMs = 1500

/**
 * Where the browser reports largest paints, how long after the frame that follows the image's load
 * a held part still waits for the report: only when the image is not the page's largest paint does
 * the report never come.
 */
export const paintReportGraceMs = 400

/** Whether an image of that address is in the page and loaded. */
const isShown = (href: string) =>
  [...document.images].some((image) => image.src === href && image.complete)

const observesLargestPaint = () =>
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')

/** The image of the first screen's largest paint, once known: its address and its element. */
export interface LargestImage {
  href: string
  image: HTMLImageElement
}

/**
 * Marks the first screen's largest paint as an image not known yet (its address comes with an
 * answer); parts held behind it wait from now. Returns the call that names it, or, without an
 * image (no banner, a failed answer), lets them go.
 *
 * Once named, they wait until the browser reports that image as the largest paint so far; where it
 * does not (another part of the page is larger, or the browser reports no largest paint), until the
 * image has loaded and the frame after the one that drew it has begun. Or until the image fails.
 * Frames are watched for no longer than the cap.
 */
export function expectLargestImage(): (named?: LargestImage) => void {
  let name: (named?: LargestImage) => void = () => undefined
  painted = new Promise<void>((resolve) => {
    name = (named) => {
      if (named) watch(named, resolve)
      else resolve()
    }
  })
  return name
}

function watch({ href, image }: LargestImage, resolve: () => void) {
  let observer: PerformanceObserver | undefined
  const release = () => {
    observer?.disconnect()
    resolve()
  }
  image.addEventListener('error', release, { once: true })
  if (observesLargestPaint()) {
    observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { url?: string })[]
      // The address drawn: the one of the sources the browser chose, when the image has several
      // (known once it loads: until then currentSrc is empty, as is a text paint's url).
      const drawn = (url: string | undefined) => !!url && (url === href || url === image.currentSrc)
      if (entries.some((entry) => drawn(entry.url))) release()
    })
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
  }
  // The browser reports a painted image once the frame that drew it is presented, which on a busy
  // machine comes well after that frame has begun (the image is decoded and rastered off the main
  // thread): going by frames alone, a held part could start just before the paint it waits for.
  const grace = observer ? paintReportGraceMs : 0
  const deadline = Date.now() + largestPaintCapMs
  const afterFrame = () =>
    requestAnimationFrame(() => {
      if (isShown(href) || Date.now() >= deadline)
        requestAnimationFrame(() => setTimeout(release, grace))
      else afterFrame()
    })
  image.addEventListener('load', afterFrame, { once: true })
}

let knowFirstScreen: () => void = () => undefined
/** Settles once boot knows whether the first screen's largest paint is an image to wait for. */
const firstScreenKnown = new Promise<void>((resolve) => (knowFirstScreen = resolve))

/**
 * Boot calls this once it knows what the first screen shows: after expectLargestImage when the
 * screen's largest paint is an image. Until then, held parts wait (a part may ask before boot
 * gets there, such as the service worker at the load event).
 */
export function firstScreenDecided(): void {
  knowFirstScreen()
}

/**
 * Resolves once the first screen's largest paint is on screen, at once when there is nothing to
 * wait for, and after largestPaintCapMs at the latest.
 */
export function afterLargestPaint(capMs = largestPaintCapMs): Promise<void> {
  return Promise.race([
    firstScreenKnown.then(() => painted),
    new Promise<void>((resolve) => setTimeout(resolve, capMs)),
  ])
}
