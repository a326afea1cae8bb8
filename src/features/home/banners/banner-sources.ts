/**
 * How wide a banner shows: the page's column less its padding on a phone, and from 1024 px two
 * thirds of the region (the jackpot or the ticker beside it), at most 771 px. The first banner's
 * image asked for ahead and the banner's <img> name the same sources and sizes, so that the
 * browser picks the same file for both and fetches it once.
 */
export const bannerSizes = '(min-width: 1024px) min(64vw, 771px), calc(100vw - 2rem)'

/** A banner artwork's sources by width: the 1x file at its width, the 2x at twice that. */
export const bannerSrcSet = (one: string, two: string, width: number) =>
  `${one} ${width}w, ${two} ${width * 2}w`
