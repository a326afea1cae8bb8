/** The rules that keep text for screen readers only: on the page's reading, off its layout. */
export const visuallyHiddenRules = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const
