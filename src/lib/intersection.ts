/**
 * Whether the one target an observer watches is in view now. A callback may bring several entries
 * for that target: on a busy page the browser computes a new state at each frame but delivers them
 * together later (out of view as observing began, in view a frame after). The last one is now.
 */
export const isInViewNow = (entries: IntersectionObserverEntry[]): boolean =>
  entries[entries.length - 1]?.isIntersecting ?? true

/**
 * Whether the one target an observer watches came into view at any moment the callback reports:
 * for what loads once it has been near (a section, an image), and stays loaded.
 */
export const cameIntoView = (entries: IntersectionObserverEntry[]): boolean =>
  entries.some((entry) => entry.isIntersecting)
