import { createContainer, globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'
import { narrow } from './media'

export const rangeBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: '0.5rem',
})

/** On a phone: the button that opens the rest of the bar; elsewhere the rest always shows. */
export const rangeToggle = style({
  display: 'none',
  '@media': { [narrow]: { display: 'inline-flex', alignItems: 'center', gap: '0.25rem' } },
})

export const rangeSummary = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

export const rangeMore = style({
  display: 'contents',
  '@media': {
    [narrow]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'end',
      gap: '0.5rem',
      flexBasis: '100%',
      selectors: { '&:not([data-open])': { display: 'none' } },
    },
  },
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

/** The shadow at an edge of the table's box past which more columns wait. */
const edgeShadow = `color-mix(in srgb, ${vars.color.text} 30%, transparent)`

/**
 * The table's box: a table wider than it scrolls sideways inside it, and the end with more columns
 * past it shows a shadow (a cover in the surface's colour scrolls with the table, `local`, and
 * hides the shadow, which stays at the edge, `scroll`, once that end is reached). The start's shadow
 * is drawn by the sticky first column itself.
 */
export const tableWrap = style({
  overflowX: 'auto',
  maxInlineSize: '100%',
  containerName: tableBox,
  containerType: 'inline-size',
  scrollbarWidth: 'thin',
  background: [
    `linear-gradient(to left, ${vars.color.surface} 40%, transparent) right / 2rem 100% no-repeat local`,
    `linear-gradient(to left, ${edgeShadow}, transparent) right / 0.75rem 100% no-repeat scroll`,
  ].join(', '),
})

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
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

/** Numbers and money: to the end, never broken inside a figure. */
export const cellEnd = style([cell, { textAlign: 'end', whiteSpace: 'nowrap' }])

export const headCell = style({ color: vars.color.textMuted, fontWeight: 600 })

export const totalsRow = style({ fontWeight: 700, background: vars.color.surfaceRaised })

export const positive = style({ color: vars.color.success })
export const negative = style({ color: vars.color.danger })

// The first column (what a row is: its date, its member) stays in view while the others scroll
// under it; its edge casts a line so the scrolled columns read as passing beneath.
globalStyle(`${table} :is(th, td):first-child`, {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.surface,
  boxShadow: `inset -1px 0 0 ${vars.color.border}`,
})
globalStyle(`${totalsRow} > td:first-child`, { background: vars.color.surfaceRaised })

/**
 * In a narrow box (a phone) a table of many columns becomes a list of cards: a row is a card, and
 * each cell a line of its column's header (data-label) and its value, so that nothing hides off
 * to the side (a confirm button in the last column, say). Figures keep to one line.
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
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      columnGap: '1rem',
      position: 'static',
      boxShadow: 'none',
      background: 'transparent',
      textAlign: 'end',
      whiteSpace: 'normal',
    },
  },
})
// Words (a game's name, a long id) may wrap; a figure may not (it moves under its label whole).
globalStyle(inStack('td[data-align="start"]'), {
  '@container': { [stacked]: { overflowWrap: 'anywhere' } },
})
globalStyle(inStack('td[data-align="end"]'), {
  '@container': { [stacked]: { whiteSpace: 'nowrap' } },
})
globalStyle(inStack('td:empty'), { '@container': { [stacked]: { display: 'none' } } })
globalStyle(inStack('tr > td:last-child'), {
  '@container': { [stacked]: { borderBlockEnd: 0 } },
})
globalStyle(inStack('td::before'), {
  '@container': {
    [stacked]: {
      content: 'attr(data-label)',
      flex: '0 1 auto',
      whiteSpace: 'normal',
      color: vars.color.textMuted,
      fontSize: '0.75rem',
      fontWeight: 600,
      textAlign: 'start',
    },
  },
})
