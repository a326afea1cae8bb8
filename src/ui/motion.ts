/** The root's attribute once the page has settled (src/lib/settled.ts). */
export const settledAttribute = 'data-settled'

/**
 * A selector of the element (`&`) while the page has not settled yet: decorative motion that
 * scrolls without end waits behind it (animation-play-state paused) until the page has settled.
 */
export const beforeSettled = `:root:not([${settledAttribute}]) &`
