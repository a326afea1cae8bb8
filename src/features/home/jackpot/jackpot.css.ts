import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

/** One compact line, label and figure, so the games under it stay on the first screen. */
export const jackpot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.25rem 0.75rem',
  minBlockSize: '2.75rem',
  paddingBlock: '0.35rem',
  paddingInline: '1rem',
  borderRadius: vars.radius.large,
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
  color: vars.color.onPrimary,
})

export const label = style({
  margin: 0,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  fontSize: '0.875rem',
})

export const figure = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: '0.04em',
  margin: 0,
  fontSize: 'clamp(1.15rem, 4.5vw, 1.75rem)',
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
})

export const symbol = style({ marginInlineEnd: '0.2em' })

/** One digit's window: a column of 0-9 that rolls to the digit. */
export const digit = style({
  position: 'relative',
  display: 'inline-block',
  blockSize: '1em',
  overflow: 'hidden',
})

/** The column lies over the window, which takes the width of the digit it shows (sizer). */
export const column = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInline: 0,
  display: 'block',
  whiteSpace: 'pre',
  lineHeight: 1,
  textAlign: 'center',
  transition: 'transform 0.6s cubic-bezier(0.2, 0.7, 0.2, 1)',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

/** The digit shown, unseen: it gives the window its width and its baseline. */
export const sizer = style({ display: 'block', lineHeight: 1, visibility: 'hidden' })
