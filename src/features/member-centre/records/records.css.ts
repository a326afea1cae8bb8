import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const page = style({ display: 'grid', gap: '1rem', minInlineSize: 0 })

export const title = style({ margin: 0, fontSize: '1.25rem' })

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '0.75rem',
})

export const select = style({
  minBlockSize: '2.25rem',
  minInlineSize: '9rem',
  maxInlineSize: '100%',
  paddingInline: '0.5rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
})

export const fieldLabel = style({ display: 'grid', gap: '0.2rem', fontSize: '0.875rem' })

export const totals = style({
  display: 'grid',
  // Wide enough for a figure of millions on one line (it never breaks inside the number).
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10.5rem), 1fr))',
  gap: '0.5rem',
  margin: 0,
})

export const stat = style({
  display: 'grid',
  gap: '0.15rem',
  padding: '0.6rem 0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
})

export const statLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.8rem' })

export const statValue = style({
  margin: 0,
  fontSize: '1.05rem',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
})

export const tone = styleVariants({
  positive: { color: vars.color.success },
  negative: { color: vars.color.danger },
  zero: {},
})

export const secondary = style({ color: vars.color.textMuted, fontSize: '0.8rem' })

/** A value that is not known yet (a vendor's name while the names load): a neutral bar, no text. */
export const pending = style({
  display: 'inline-block',
  inlineSize: '5rem',
  blockSize: '0.8em',
  verticalAlign: 'middle',
  borderRadius: vars.radius.small,
  background: `color-mix(in srgb, ${vars.color.textMuted} 25%, transparent)`,
})

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem',
})

export const subtitle = style({ margin: 0, fontSize: '1rem' })
