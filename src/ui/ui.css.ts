import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'
import { narrow, phone } from './media'
import { visuallyHiddenRules } from './visually-hidden'

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.4rem',
  minBlockSize: '2.5rem',
  paddingInline: '1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  textDecoration: 'none',
})

export const buttonPrimary = style([
  button,
  { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary },
])

export const panel = style({
  display: 'grid',
  gap: '0.75rem',
  justifyItems: 'start',
  padding: '1.5rem',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
})

export const panelTone = styleVariants({
  info: {},
  error: { borderColor: vars.color.danger },
})

export const panelTitle = style({ margin: 0, fontSize: '1.125rem' })

export const panelText = style({ margin: 0, color: vars.color.textMuted })

export const dialog = style({
  inlineSize: 'min(600px, calc(100vw - 2rem))',
  minBlockSize: 'min(300px, calc(100vh - 2rem))',
  maxBlockSize: 'calc(100vh - 2rem)',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&::backdrop': { background: 'rgb(0 0 0 / 55%)' } },
})

export const dialogHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
  paddingBlock: '0.75rem',
  paddingInline: '1.25rem',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  // On a phone, what the header carries besides the title (the centre's rank) takes a second row
  // under it: beside the title and the close button it left the title a word to a line.
  '@media': { [phone]: { display: 'grid', gridTemplateColumns: '1fr auto', rowGap: '0.5rem' } },
})

export const dialogBody = style({ padding: '1.25rem' })

export const iconButton = style({
  // Its full size in a crowded line (a dialog's header on a phone): a touch target, not a squeeze.
  flex: 'none',
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  cursor: 'pointer',
  fontSize: '1.25rem',
})

export const centre = style({
  inlineSize: 'min(1000px, calc(100vw - 1rem))',
  blockSize: 'min(680px, calc(100vh - 2rem))',
  // On a phone the centre is the page: edge to edge, its header (title and close) pinned on top.
  '@media': {
    [narrow]: {
      inlineSize: '100vw',
      blockSize: '100dvh',
      maxInlineSize: '100vw',
      maxBlockSize: '100dvh',
      margin: 0,
      border: 0,
      borderRadius: 0,
    },
  },
})

/** The centre's header stays at the top of a full-screen centre while its page scrolls. */
globalStyle(`${centre} > header`, {
  '@media': {
    [narrow]: {
      position: 'sticky',
      insetBlockStart: 0,
      zIndex: 2,
      background: vars.color.surface,
    },
  },
})
globalStyle(`${centre} > div`, { '@media': { [narrow]: { paddingInline: '0.75rem' } } })

export const centreBody = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 14rem) 1fr',
  gap: '1rem',
  minBlockSize: '24rem',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', minBlockSize: 0 } },
})

/** The shadow at an edge of a sideways strip past which more entries wait. */
const edgeShadow = `color-mix(in srgb, ${vars.color.text} 28%, transparent)`

/**
 * A strip that scrolls sideways shows a shadow at each edge with more past it: two covers in the
 * surface's colour scroll with the entries (`local`) and hide the shadows, which stay at the edges
 * (`scroll`), once an end is reached.
 */
export const scrollEdges = [
  `linear-gradient(to right, ${vars.color.surface} 40%, transparent) left / 2rem 100% no-repeat local`,
  `linear-gradient(to left, ${vars.color.surface} 40%, transparent) right / 2rem 100% no-repeat local`,
  `linear-gradient(to right, ${edgeShadow}, transparent) left / 0.75rem 100% no-repeat scroll`,
  `linear-gradient(to left, ${edgeShadow}, transparent) right / 0.75rem 100% no-repeat scroll`,
  vars.color.surface,
].join(', ')

export const centreMenu = style({
  display: 'grid',
  alignContent: 'start',
  gap: '0.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // On a phone the thirteen entries would push the page a screen down: they scroll sideways
  // instead, snapping to an entry, with a shadow at an edge that has more past it.
  '@media': {
    [narrow]: {
      gridAutoFlow: 'column',
      gridAutoColumns: 'max-content',
      overflowX: 'auto',
      scrollSnapType: 'x proximity',
      scrollPaddingInline: '1.5rem',
      scrollbarWidth: 'thin',
      paddingBlockEnd: '0.25rem',
      background: scrollEdges,
    },
  },
})
globalStyle(`${centreMenu} > li`, { '@media': { [narrow]: { scrollSnapAlign: 'start' } } })

export const centreItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  inlineSize: '100%',
  minBlockSize: '2.75rem',
  padding: '0.6rem 0.75rem',
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  textAlign: 'start',
  cursor: 'pointer',
  gap: '0.5rem',
  '@media': { [narrow]: { whiteSpace: 'nowrap' } },
  selectors: {
    '&:hover': { background: vars.color.background },
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
})

/** The page beside the menu: it may shrink, so a wide table scrolls inside it instead. */
export const centreContent = style({ minInlineSize: 0 })

/** The member's rank in the centre's header (spec §2.8 playerRank). */
export const centreRank = style({
  marginInlineStart: 'auto',
  paddingInline: '0.6rem',
  borderRadius: '999px',
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.text,
  fontSize: '0.8rem',
  lineHeight: 1.8,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  // Beside the title it keeps its size (cut short, "Rank: Pl…" told nothing); a rank longer than
  // this still shortens. On a phone it has the row under the title (dialogHeader) to itself.
  flex: 'none',
  maxInlineSize: '60%',
  '@media': {
    [phone]: {
      gridRow: 2,
      gridColumn: 1,
      justifySelf: 'start',
      marginInlineStart: 0,
      maxInlineSize: '100%',
    },
  },
})

export const badge = style({
  minInlineSize: '1.25rem',
  paddingInline: '0.35rem',
  borderRadius: '999px',
  background: vars.color.accent,
  color: '#000',
  fontSize: '0.75rem',
  textAlign: 'center',
})

export const confirm = style({ inlineSize: 'min(400px, calc(100vw - 2rem))', minBlockSize: 0 })

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' })

export const field = style({ display: 'grid', gap: '0.25rem' })

/**
 * A required field's label: an asterisk after it, drawn with an empty alternative text, so that
 * a screen reader hears "required" from the input (which carries `required`) and not "star".
 */
export const requiredLabel = style({
  selectors: {
    '&::after': {
      content: '" *" / ""',
      color: vars.color.danger,
      fontWeight: 700,
    },
  },
})

export const input = style({
  minBlockSize: '2.5rem',
  paddingInline: '0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
})

export const form = style({ display: 'grid', gap: '0.9rem' })

export const errorText = style({ margin: 0, color: vars.color.danger })

/** A query's state in a line: its text, then its retry. */
export const inlineState = style({ display: 'grid', gap: '0.5rem', justifyItems: 'start' })

/** Text for screen readers only: labels whose meaning the layout shows. */
export const visuallyHidden = style(visuallyHiddenRules)
