/** How many loaded image URLs are remembered (spec §9). */
export const loadedImagesLimit = 200

/**
 * The URLs of images that loaded, newest last, at most `limit`: an image seen before shows at once
 * instead of waiting to scroll into view again.
 */
export class LoadedImages {
  private readonly urls = new Set<string>()

  constructor(private readonly limit = loadedImagesLimit) {}

  has(url: string): boolean {
    return this.urls.has(url)
  }

  /** Remembers a URL as the newest; the oldest goes when the limit is passed. */
  add(url: string): void {
    this.urls.delete(url)
    this.urls.add(url)
    while (this.urls.size > this.limit) {
      const oldest = this.urls.values().next().value
      if (oldest === undefined) break
      this.urls.delete(oldest)
    }
  }

  get size(): number {
    return this.urls.size
  }
}

/** The page's one memory of loaded images. */
export const loadedImages = new LoadedImages()
