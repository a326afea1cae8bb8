import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'
import { narrow } from './media'
import { scrollEdges } from './ui.css'

/**
 * A tab row that does not fit scrolls sideways instead of being cut at the edges: it snaps to a
 * tab, and an edge with more tabs past it shows a shadow (Tabs scrolls the selected one into view).
 */
const stripRules = {
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'thin',
  background: scrollEdges,
} as const

/** A row of tabs (or chips) that scrolls sideways, snapping, with shadows at edges with more. */
export const strip = style(stripRules)
globalStyle(`${strip} > *`, { flex: 'none', scrollSnapAlign: 'start' })

// Pills wrap to a second row on a wide screen; on a phone they scroll as one row.
const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  '@media': { [narrow]: { ...stripRules, flexWrap: 'nowrap', paddingBlockEnd: '0.25rem' } },
})

/** The tab row of each look: rounded pills, or a line under the row. */
export const lists = styleVariants({
  pill: [list],
  underline: [
    strip,
    {
      display: 'flex',
      flexWrap: 'nowrap',
      gap: '0.25rem',
      marginBlockEnd: '1rem',
      borderBlockEnd: `1px solid ${vars.color.border}`,
    },
  ],
})

/** A vertical row stacks its tabs. */
export const vertical = style({ flexDirection: 'column', alignItems: 'stretch' })

/** One tab of each look; the selected one is marked by aria-selected, as a screen reader hears. */
export const tabs = styleVariants({
  pill: {
    minBlockSize: '2.25rem',
    paddingInline: '0.9rem',
    border: `1px solid ${vars.color.border}`,
    borderRadius: '999px',
    background: vars.color.surface,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&[aria-selected="true"]': {
        background: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.onPrimary,
      },
    },
  },
  underline: {
    paddingBlock: '0.5rem',
    paddingInline: '1rem',
    border: 0,
    borderBlockEnd: '3px solid transparent',
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&[aria-selected="true"]': {
        borderBlockEndColor: vars.color.primary,
        color: vars.color.primary,
      },
    },
  },
})

/** On a phone, pills in a scrolling row keep their size and snap. */
globalStyle(`${lists.pill} > *`, {
  '@media': { [narrow]: { flex: 'none', scrollSnapAlign: 'start' } },
})
