import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'
import { strip } from '@/ui/tabs.css'

export const page = style({ display: 'grid', gap: '1rem', minInlineSize: 0 })

export const title = style({ margin: 0, fontSize: '1.25rem', fontFamily: vars.font.heading })

// One row that scrolls sideways (snapping, shadows at an edge with more) rather than rows of pills.
export const tabs = style([
  strip,
  {
    display: 'flex',
    flexWrap: 'nowrap',
    gap: '0.25rem',
    borderBlockEnd: `1px solid ${vars.color.border}`,
    paddingBlockEnd: '0.5rem',
  },
])

export const tab = style({
  minBlockSize: '2.25rem',
  paddingInline: '0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
})

export const section = style({ display: 'grid', gap: '0.75rem', minInlineSize: 0 })

export const sectionTitle = style({ margin: 0, fontSize: '1rem' })

export const card = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  minInlineSize: 0,
})

export const terms = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: '0.5rem 1rem',
  margin: 0,
})

export const term = style({ display: 'grid', gap: '0.1rem', minInlineSize: 0 })

export const termLabel = style({
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
  overflowWrap: 'anywhere',
})

export const termValue = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' })

export const state = style({
  display: 'inline-block',
  paddingInline: '0.5rem',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  fontSize: '0.8125rem',
  whiteSpace: 'nowrap',
})

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' })

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: '0.75rem',
})

export const agreement = style({
  padding: '0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  fontSize: '0.875rem',
  lineHeight: 1.5,
})

export const check = style({ display: 'flex', gap: '0.5rem', alignItems: 'start' })

export const muted = style({ margin: 0, color: vars.color.textMuted })
