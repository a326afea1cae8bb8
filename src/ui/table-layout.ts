import { createContainer, globalStyle, style } from '@vanilla-extract/css'

// The layout of a table of records, shared by the portal (records.css.ts, theme variables) and
// the operator console (its fixed palette): called from a .css.ts file, it adds that file's styles.

/** The colours a table's layout paints with, and the box width under which rows become cards. */
export interface TableLook {
  surface: string
  text: string
  border: string
  muted: string
  radius: string
  /** Rows become cards in a box at most this wide (a CSS length). */
  stackAt: string
  /** The selector, inside a row, of a cell that holds a figure (money, a count): never broken. */
  figure: string
}

/**
 * A table's box and its table: a table wider than the box scrolls sideways inside it, the end with
 * more columns past it shows a shadow (a cover in the surface's colour scrolls with the table,
 * `local`, and hides the shadow, which stays at the edge, `scroll`, once that end is reached), and
 * the first column stays in view, its edge drawn as a line, as does a column pinned to the end. A box carrying `data-stack` turns its
 * rows into cards when it is narrow (stackRows).
 */
export function tableLayout(look: TableLook) {
  const box = createContainer()
  const edgeShadow = `color-mix(in srgb, ${look.text} 30%, transparent)`
  const wrap = style({
    overflowX: 'auto',
    maxInlineSize: '100%',
    containerName: box,
    containerType: 'inline-size',
    scrollbarWidth: 'thin',
    background: [
      `linear-gradient(to left, ${look.surface} 40%, transparent) right / 2rem 100% no-repeat local`,
      `linear-gradient(to left, ${edgeShadow}, transparent) right / 0.75rem 100% no-repeat scroll`,
    ].join(', '),
  })
  const table = style({
    inlineSize: '100%',
    borderCollapse: 'separate',
    borderSpacing: 0,
    fontVariantNumeric: 'tabular-nums',
  })
  // The first column (what a row is: its date, its member) stays in view while the others scroll
  // under it; its edge casts a line so the scrolled columns read as passing beneath.
  globalStyle(`${table} :is(th, td):first-child`, {
    position: 'sticky',
    insetInlineStart: 0,
    zIndex: 1,
    background: look.surface,
    boxShadow: `inset -1px 0 0 ${look.border}`,
  })
  // A column pinned to the end (a row's actions) stays in view there the same way.
  globalStyle(`${table} :is(th, td)[data-pinned='end']`, {
    position: 'sticky',
    insetInlineEnd: 0,
    zIndex: 1,
    background: look.surface,
    // Its edge casts a shadow over the columns passing beneath: more of the row is under it.
    boxShadow: `inset 1px 0 0 ${look.border}, -0.5rem 0 0.5rem -0.5rem ${edgeShadow}`,
  })
  stackRows(box, wrap, look)
  return { wrap, table }
}

/**
 * In a narrow box (a phone) a table becomes a list of cards: a row is a card, and each cell a line
 * of its column's header (data-label) and its value, so that nothing hides off to the side (a
 * confirm button in the last column, say). The header row stays for screen readers only.
 */
function stackRows(box: string, wrap: string, look: TableLook) {
  const stacked = `${box} (max-width: ${look.stackAt})`
  const inStack = (selector: string) => `${wrap}[data-stack] ${selector}`
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
        border: `1px solid ${look.border}`,
        borderRadius: look.radius,
      },
    },
  })
  globalStyle(inStack(':is(table, tbody, tfoot)'), {
    '@container': { [stacked]: { display: 'block' } },
  })
  globalStyle(inStack(':is(td, tbody th, tfoot th)'), {
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
  globalStyle(inStack(`:is(td, tbody th, tfoot th):not(${look.figure})`), {
    '@container': { [stacked]: { overflowWrap: 'anywhere' } },
  })
  globalStyle(inStack(`:is(td, tbody th, tfoot th)${look.figure}`), {
    '@container': { [stacked]: { whiteSpace: 'nowrap' } },
  })
  globalStyle(inStack('td:empty'), { '@container': { [stacked]: { display: 'none' } } })
  globalStyle(inStack('tr > :last-child'), {
    '@container': { [stacked]: { borderBlockEnd: 0 } },
  })
  globalStyle(inStack(':is(td, tbody th, tfoot th)::before'), {
    '@container': {
      [stacked]: {
        content: 'attr(data-label)',
        flex: '0 1 auto',
        whiteSpace: 'normal',
        color: look.muted,
        fontSize: '0.75rem',
        fontWeight: 600,
        textAlign: 'start',
      },
    },
  })
}
