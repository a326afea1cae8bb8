import { globalStyle, style } from '@vanilla-extract/css'
import { figure } from '../../ui/table.css'

// The finance, players and dashboard screens' own pieces, in the look of ui/console.css.ts.

export const tabs = style({ display: 'flex', gap: 4, flexWrap: 'wrap', marginBlockEnd: 12 })

export const tab = style({
  padding: '8px 12px',
  border: '1px solid #d9dee7',
  borderRadius: 6,
  background: '#fff',
  color: '#1d2430',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"], &[aria-pressed="true"]': {
      borderColor: '#1f5fbf',
      color: '#1f5fbf',
      fontWeight: 600,
    },
  },
})

/** Money and counts in a table: a figure (to the end, tabular digits, never broken). */
export const amount = style([figure])

export const badge = style({
  display: 'inline-block',
  padding: '1px 8px',
  borderRadius: 10,
  background: '#eef1f5',
  fontSize: 12,
  whiteSpace: 'nowrap',
})

export const warnBadge = style([badge, { background: '#fff1d6', color: '#7a4b00' }])

export const dangerButton = style({
  padding: '6px 12px',
  border: '1px solid #a3001b',
  borderRadius: 6,
  background: '#fff',
  color: '#a3001b',
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'default' } },
})

export const dialog = style({
  border: '1px solid #d9dee7',
  borderRadius: 8,
  padding: 16,
  inlineSize: 'min(440px, calc(100vw - 32px))',
  selectors: { '&::backdrop': { background: 'rgba(29, 36, 48, 0.45)' } },
})

export const textarea = style({ minBlockSize: 80, resize: 'vertical' })

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: '8px 16px',
  margin: 0,
  marginBlockEnd: 16,
})
globalStyle(`${facts} dt`, { color: '#5b6575', fontSize: 12 })
globalStyle(`${facts} dd`, { margin: 0, wordBreak: 'break-word' })

export const chart = style({ minBlockSize: 240, marginBlockEnd: 16 })

export const chartGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(520px, 1fr))',
  gap: 16,
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: '1fr' } },
})

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: 8,
  marginBlockEnd: 16,
})

export const total = style({ border: '1px solid #e4e8ee', borderRadius: 6, padding: 8 })
