import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const page = style({ display: 'grid', gap: '1rem', minInlineSize: 0 })

export const title = style({ margin: 0, fontSize: '1.25rem' })

export const subTitle = style({ margin: 0, fontSize: '1.05rem' })

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' })

export const card = style({
  display: 'grid',
  gap: '0.6rem',
  padding: '1rem',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minInlineSize: 0,
})

export const list = style({
  display: 'grid',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem 1rem',
})

export const grow = style({ display: 'grid', gap: '0.25rem', flex: '1 1 12rem', minInlineSize: 0 })

export const amount = style({ fontSize: '1.15rem', fontWeight: 700 })

const chipBase = style({
  display: 'inline-block',
  paddingInline: '0.5rem',
  borderRadius: '999px',
  border: '1px solid currentColor',
  fontSize: '0.75rem',
  lineHeight: 1.6,
  whiteSpace: 'nowrap',
})

/** A status chip: colour from the theme, and the word itself says the status. */
export const chip = styleVariants({
  ready: [chipBase, { color: vars.color.success }],
  waiting: [chipBase, { color: vars.color.textMuted }],
  done: [chipBase, { color: vars.color.primary }],
  over: [chipBase, { color: vars.color.danger }],
})

export const progressTrack = style({
  blockSize: '0.5rem',
  borderRadius: '999px',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
})

export const progressBar = style({ blockSize: '100%', background: vars.color.primary })

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: '0.75rem',
  margin: 0,
})

export const stat = style({ display: 'grid', gap: '0.15rem', margin: 0 })

export const statValue = style({ margin: 0, fontSize: '1.15rem', fontWeight: 700 })

export const linkText = style({
  display: 'block',
  padding: '0.5rem 0.75rem',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  overflowWrap: 'anywhere',
  fontFamily: 'monospace',
  fontSize: '0.875rem',
})

export const share = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '1rem',
  alignItems: 'start',
  '@media': { '(max-width: 640px)': { gridTemplateColumns: '1fr', justifyItems: 'start' } },
})

export const qrBox = style({
  padding: '0.5rem',
  borderRadius: vars.radius.small,
  background: '#ffffff',
  lineHeight: 0,
})

export const messageButton = style({
  display: 'grid',
  gap: '0.2rem',
  flex: '1 1 12rem',
  minInlineSize: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
})

export const messageTitle = style({
  fontWeight: 400,
  overflowWrap: 'anywhere',
  selectors: { '[data-read="false"] &': { fontWeight: 700 } },
})

export const unreadDot = style({
  display: 'inline-block',
  inlineSize: '0.5rem',
  blockSize: '0.5rem',
  marginInlineEnd: '0.4rem',
  borderRadius: '50%',
  background: vars.color.accent,
  verticalAlign: 'middle',
})

export const messageBody = style({
  overflowWrap: 'anywhere',
  lineHeight: 1.5,
  maxBlockSize: '50vh',
  overflowY: 'auto',
})

export const plainBody = style([messageBody, { whiteSpace: 'pre-wrap', margin: 0 }])

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '0.5rem',
  marginBlockStart: '1rem',
})

export const messageDialog = style({
  inlineSize: 'min(560px, calc(100vw - 2rem))',
  minBlockSize: 0,
})

export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
})
