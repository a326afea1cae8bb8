import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

/** The board's place before its chunk loads. */
export const slot = style({ minBlockSize: '4rem' })

export const board = style({
  display: 'grid',
  gap: '0.5rem',
  marginBlock: '1.5rem',
  padding: '1rem',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
})

export const title = style({ margin: 0, fontSize: '1.125rem' })

/** The window the list scrolls in: about six rows. */
export const window = style({
  position: 'relative',
  maxBlockSize: '15rem',
  overflow: 'hidden',
  '@media': { '(prefers-reduced-motion: reduce)': { overflowY: 'auto' } },
})

export const track = style({ willChange: 'transform' })

export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' })

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.5fr) minmax(0, 1fr)',
  alignItems: 'center',
  gap: '0.75rem',
  blockSize: '2.5rem',
  paddingInline: '0.5rem',
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const player = style({ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' })

export const game = style({
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const prize = style({
  fontWeight: 700,
  color: vars.color.success,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  textAlign: 'end',
})
