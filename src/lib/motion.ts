/** Whether the reader asked for less motion (the system's "reduce motion" setting). */
export const prefersReducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches
