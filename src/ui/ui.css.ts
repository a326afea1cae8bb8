import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'
import { phone } from './media'
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
})

export const centreBody = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 14rem) 1fr',
  gap: '1rem',
  minBlockSize: '24rem',
  '@media': { '(max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
})

export const centreMenu = style({
  display: 'grid',
  alignContent: 'start',
  gap: '0.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // On a phone the thirteen entries would push the page a screen down: they scroll sideways instead.
  '@media': {
    '(max-width: 640px)': {
      gridAutoFlow: 'column',
      gridAutoColumns: 'max-content',
      overflowX: 'auto',
      paddingBlockEnd: '0.25rem',
    },
  },
})

export const centreItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  inlineSize: '100%',
  padding: '0.6rem 0.75rem',
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  textAlign: 'start',
  cursor: 'pointer',
  gap: '0.5rem',
  '@media': { '(max-width: 640px)': { whiteSpace: 'nowrap' } },
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
