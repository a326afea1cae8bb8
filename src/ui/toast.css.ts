import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

/** The stack's corner; it lets clicks through where it shows nothing. */
export const region = style({
  position: 'fixed',
  insetBlockEnd: '1rem',
  insetInlineEnd: '1rem',
  zIndex: 60,
  display: 'grid',
  gap: '0.5rem',
  inlineSize: 'min(24rem, calc(100vw - 2rem))',
  pointerEvents: 'none',
})

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
})

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  paddingBlock: '0.5rem',
  paddingInline: '1rem 0.25rem',
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: '0 0.25rem 1rem rgb(0 0 0 / 25%)',
  pointerEvents: 'auto',
  // Only who has not asked for less motion sees it slide in.
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${enter} 160ms ease-out` } },
})

export const tone = styleVariants({
  info: { borderInlineStartColor: vars.color.primary },
  success: { borderInlineStartColor: vars.color.success },
  error: { borderInlineStartColor: vars.color.danger },
})

export const text = style({ flex: 1, margin: 0 })

export const dismiss = style({
  flex: 'none',
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: 'inherit',
  fontSize: '1.25rem',
  cursor: 'pointer',
})
