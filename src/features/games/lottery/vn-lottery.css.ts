import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const panel = style({
  display: 'grid',
  gap: '0.75rem',
  minInlineSize: 0,
  padding: '1rem',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const regionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem 1rem',
})

export const subTitle = style({ margin: 0, fontSize: '1rem' })

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
})

export const prize = style({
  inlineSize: '1%',
  paddingBlock: '0.5rem',
  paddingInlineEnd: '0.75rem',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: 600,
  fontSize: '0.85rem',
  textAlign: 'start',
  whiteSpace: 'nowrap',
})

export const numbers = style({
  paddingBlock: '0.5rem',
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const numberList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem 0.9rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '1.05rem',
  fontWeight: 600,
  letterSpacing: '0.04em',
})

export const special = style({
  color: vars.color.danger,
  fontSize: '1.4rem',
  fontWeight: 800,
})

export const endings = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(3.6rem, 1fr))',
  gap: '0.4rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const ending = style({
  display: 'grid',
  justifyItems: 'center',
  gap: '0.1rem',
  paddingBlock: '0.4rem',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-hot="true"]': { borderColor: vars.color.primary },
  },
})

export const endingNumber = style({ fontWeight: 700, fontSize: '1.05rem' })

export const endingCount = style({ color: vars.color.textMuted, fontSize: '0.75rem' })
