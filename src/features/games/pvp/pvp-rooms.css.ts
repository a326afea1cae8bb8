import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const rooms = style({
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minInlineSize: 0,
})

export const summary = style({
  paddingBlock: '0.6rem',
  paddingInline: '0.9rem',
  fontWeight: 600,
  cursor: 'pointer',
})

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: '0.5rem',
  maxBlockSize: '24rem',
  overflowY: 'auto',
  margin: 0,
  padding: '0 0.75rem 0.75rem',
  listStyle: 'none',
})

export const room = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: '0.15rem 0.75rem',
  padding: '0.6rem 0.75rem',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
})

export const join = style({ gridColumn: 2, gridRow: '1 / span 3' })

export const name = style({ fontWeight: 600, overflowWrap: 'anywhere' })

export const meta = style({ color: vars.color.textMuted, fontSize: '0.85rem' })
