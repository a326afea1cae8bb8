import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'
import { phone } from '@/ui/media'

/** The root of every page: a column that never widens the panel (tables scroll inside). */
export const page = style({ display: 'grid', gap: '1rem', minInlineSize: 0, alignContent: 'start' })

export const title = style({ margin: 0, fontSize: '1.25rem' })

export const subtitle = style({ margin: 0, fontSize: '1.05rem' })

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9rem' })

export const card = style({
  display: 'grid',
  gap: '0.75rem',
  minInlineSize: 0,
  padding: '1rem',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const stats = style({
  display: 'grid',
  // Wide enough for a figure of millions on one line (it never breaks inside the number).
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10.5rem), 1fr))',
  gap: '0.75rem',
  margin: 0,
})

export const stat = style({
  display: 'grid',
  gap: '0.2rem',
  minInlineSize: 0,
  padding: '0.6rem 0.75rem',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
})

export const statLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.85rem' })

export const statValue = style({
  margin: 0,
  fontSize: 'clamp(1rem, 2.5vw, 1.2rem)',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
})

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '0.5rem',
})

export const grow = style({ flex: '1 1 10rem', minInlineSize: 0 })

export const positive = style({ color: vars.color.success })

export const negative = style({ color: vars.color.danger })

export const success = style({ margin: 0, color: vars.color.success })

export const segments = style({ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' })

export const segment = style({
  minBlockSize: '2.25rem',
  paddingInline: '0.8rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
  },
})

export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
})

export const breadcrumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem 0.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '0.9rem',
})

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.4rem' })

export const smallButton = style({
  minBlockSize: '2rem',
  paddingInline: '0.6rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
})

export const status = style({
  display: 'inline-block',
  paddingInline: '0.5rem',
  borderRadius: '999px',
  fontSize: '0.8rem',
  border: `1px solid ${vars.color.border}`,
})

export const fieldHint = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.8rem' })

export const radios = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem 1rem',
  border: 0,
  margin: 0,
  padding: 0,
})

export const linkUrl = style({ margin: 0, overflowWrap: 'anywhere', fontSize: '0.9rem' })

export const inviteGrid = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '0.75rem',
  alignItems: 'start',
  '@media': { [phone]: { gridTemplateColumns: '1fr' } },
})

export const inviteList = style({
  display: 'grid',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const qrBox = style({
  padding: '0.25rem',
  borderRadius: vars.radius.small,
  justifySelf: 'start',
  lineHeight: 0,
})

export const announcement = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  paddingBlock: '0.5rem',
})

export const announcementSummary = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '0.25rem 1rem',
  cursor: 'pointer',
  fontWeight: 600,
})

export const announcementBody = style({ paddingBlockStart: '0.5rem', overflowWrap: 'anywhere' })

/** The buttons of a table row stay on one line; the table scrolls sideways instead. */
export const cellActions = style({ display: 'flex', flexWrap: 'nowrap', gap: '0.4rem' })
