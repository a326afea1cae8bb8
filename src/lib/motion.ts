/** Whether the reader asked for less motion (the system's "reduce motion" setting). */
export const prefersReducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches

/** The root's attribute once the page has settled (src/lib/settled.ts). */
export const settledAttribute = 'data-settled'

/**
 * A selector of the element (`&`) while the page has not settled yet: decorative motion that
 * scrolls without end waits behind it (animation-play-state paused) until the page has settled.
 */
export const beforeSettled = `:root:not([${settledAttribute}]) &`
