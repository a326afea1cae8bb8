import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const list = style({
  display: 'grid',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const item = style({
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
})

export const heading = style({ margin: 0, fontSize: '1rem' })

export const toggle = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: '0.25rem 0.75rem',
  inlineSize: '100%',
  paddingBlock: '0.75rem',
  paddingInline: '1rem',
  border: 0,
  background: 'transparent',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&::after': {
      content: '"+"',
      gridColumn: 2,
      gridRow: '1 / span 2',
      fontSize: '1.25rem',
      color: vars.color.textMuted,
    },
    '&[aria-expanded="true"]::after': { content: '"−"' },
  },
})

export const title = style({ fontWeight: 700, overflowWrap: 'anywhere' })

export const time = style({
  color: vars.color.textMuted,
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
})

export const body = style({
  paddingBlock: '0 1rem',
  paddingInline: '1rem',
  overflowWrap: 'anywhere',
  borderBlockStart: `1px solid ${vars.color.border}`,
})

globalStyle(`${body} table`, { borderCollapse: 'collapse', maxInlineSize: '100%' })
globalStyle(`${body} th, ${body} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: '0.25rem 0.5rem',
})
globalStyle(`${body} a`, { color: vars.color.primary })
globalStyle(`${body} img`, { blockSize: 'auto' })

export const modal = style({
  inlineSize: 'min(720px, calc(100vw - 1rem))',
  minBlockSize: 'min(300px, calc(100vh - 2rem))',
  maxBlockSize: 'calc(100vh - 2rem)',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.background,
  color: vars.color.text,
  selectors: { '&::backdrop': { background: 'rgb(0 0 0 / 55%)' } },
})

export const screen = style({ display: 'grid', gap: '1rem', paddingBlock: '1rem' })

export const screenTitle = style({ margin: 0 })
