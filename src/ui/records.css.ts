import { createContainer, globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const rangeBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '0.5rem',
})

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' })

export const chip = style({
  minBlockSize: '2.25rem',
  paddingInline: '0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
})

export const dateField = style({ display: 'grid', gap: '0.2rem', fontSize: '0.875rem' })

export const dateInput = style({
  minBlockSize: '2.25rem',
  paddingInline: '0.5rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  colorScheme: 'light dark',
})

const tableBox = createContainer()

export const tableWrap = style({
  overflowX: 'auto',
  maxInlineSize: '100%',
  containerName: tableBox,
  containerType: 'inline-size',
})

/**
 * In a narrow box a table of many columns becomes a list of cards: a row is a card, and each cell
 * its column's header (data-label) above its value, so that nothing hides off to the side
 * (a confirm button in the last column, say).
 */
const stacked = `${tableBox} (max-width: 30rem)`
const inStack = (selector: string) => `${tableWrap}[data-stack] ${selector}`
globalStyle(inStack('thead'), {
  '@container': {
    [stacked]: {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
})
globalStyle(inStack('tr'), {
  '@container': {
    [stacked]: {
      display: 'block',
      marginBlockEnd: '0.5rem',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.medium,
    },
  },
})
globalStyle(inStack(':is(table, tbody, tfoot)'), {
  '@container': { [stacked]: { display: 'block' } },
})
globalStyle(inStack('td'), {
  '@container': {
    [stacked]: {
      display: 'block',
      textAlign: 'start',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
  },
})
globalStyle(inStack('td *'), { '@container': { [stacked]: { whiteSpace: 'normal' } } })
globalStyle(inStack('tr > td:last-child'), {
  '@container': { [stacked]: { borderBlockEnd: 0 } },
})
globalStyle(inStack('td::before'), {
  '@container': {
    [stacked]: {
      content: 'attr(data-label)',
      display: 'block',
      color: vars.color.textMuted,
      fontSize: '0.75rem',
      fontWeight: 600,
    },
  },
})
export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
})

export const cell = style({
  paddingBlock: '0.5rem',
  paddingInline: '0.6rem',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  whiteSpace: 'nowrap',
})

export const cellEnd = style([cell, { textAlign: 'end' }])

export const headCell = style({ color: vars.color.textMuted, fontWeight: 600 })

export const totalsRow = style({ fontWeight: 700, background: vars.color.surfaceRaised })

export const positive = style({ color: vars.color.success })
export const negative = style({ color: vars.color.danger })
