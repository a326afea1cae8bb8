import { globalStyle, style } from '@vanilla-extract/css'
import { tableLayout } from '@/ui/table-layout'

/** A cell holding a figure (money, a count, a rate): to the end, in tabular digits, on one line. */
export const figure = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

// The portal's table layout (src/ui/table-layout.ts) in the console's palette: sideways scrolling
// with a sticky first column on a laptop, a card a row on a phone (a box up to 600 px).
const layout = tableLayout({
  surface: '#fff',
  text: '#1d2430',
  border: '#e4e8ee',
  muted: '#5b6575',
  radius: '6px',
  stackAt: '37.5rem',
  figure: `.${figure}`,
})

/** The table's box (Table sets `data-stack` on it). */
export const wrap = style([layout.wrap, { marginBlockEnd: 8 }])

export const table = layout.table

globalStyle(`${table} :is(th, td)`, {
  textAlign: 'start',
  padding: '6px 8px',
  borderBlockEnd: '1px solid #e4e8ee',
  verticalAlign: 'top',
})
// A header is one line: the table scrolls rather than stack a header's words.
globalStyle(`${table} thead th`, { whiteSpace: 'nowrap', color: '#3b4454' })
globalStyle(`${table} ${figure}`, { textAlign: 'end' })
// The sticky first column (what a row is: its date, its order) keeps to one line on a laptop.
globalStyle(`${table} :is(th, td):first-child`, { whiteSpace: 'nowrap' })

// On a phone a row's actions and links are targets of at least 24 × 24 px (WCAG 2.5.8).
globalStyle(`${wrap}[data-stack] :is(td, th) a`, {
  '@container': {
    '(max-width: 37.5rem)': {
      display: 'inline-flex',
      alignItems: 'center',
      minBlockSize: 24,
      minInlineSize: 24,
    },
  },
})
// A summary keeps its disclosure marker (a list item), only taller.
globalStyle(`${wrap}[data-stack] :is(td, th) summary`, {
  '@container': { '(max-width: 37.5rem)': { minBlockSize: 24, alignContent: 'center' } },
})
globalStyle(`${wrap}[data-stack] :is(td, th) input[type='checkbox']`, {
  '@container': { '(max-width: 37.5rem)': { inlineSize: 24, blockSize: 24, margin: 0 } },
})
// On a phone a block in a cell (the audit's list of changes, a form's note) takes a line of its own
// under the label, the card's full width, rather than a column squeezed beside it.
globalStyle(`${wrap}[data-stack] td > :is(ul, ol, div, p, details, pre, form)`, {
  '@container': {
    '(max-width: 37.5rem)': { flexBasis: '100%', minInlineSize: 0, textAlign: 'start' },
  },
})
