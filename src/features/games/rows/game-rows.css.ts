import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const section = style({ display: 'grid', gap: '0.5rem', minInlineSize: 0 })

/**
 * One line, as tall with a "See all" link or a note as without (a row's placeholder has neither):
 * centred, not on a shared baseline, which made the line 2 px taller with the link.
 */
export const head = style({
  display: 'flex',
  minBlockSize: '1.5rem',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
})

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: '1.15rem',
  fontWeight: 700,
  lineHeight: 1.25,
})

/**
 * A line beside the title: what space the title leaves, cut with an ellipsis. Its width is 0
 * before it grows, so its text never widens the row (nor the page) on a narrow phone.
 */
export const note = style({
  flex: '1 1 0',
  inlineSize: 0,
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontSize: '0.85rem',
})

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '1.5rem',
  color: vars.color.primary,
  fontWeight: 600,
  fontSize: '0.9rem',
})

/**
 * One line of cards that scrolls sideways: three and a bit on a 412 px phone, seven or so on a
 * laptop, so the next card's edge says that more are there.
 */
export const track = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'clamp(7.25rem, 28vw, 10rem)',
  gap: '0.6rem',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'thin',
  paddingBlockEnd: '0.25rem',
})

globalStyle(`${track} > *`, { scrollSnapAlign: 'start' })

/** The line as a list of vendor cards. */
export const trackList = style([track, { margin: 0, paddingInline: 0, listStyle: 'none' }])

/**
 * A row's body: its cards, or while they load their skeleton with the loading line over it, in one
 * cell, so that the row is as tall loading as loaded and the sections under it do not move.
 */
export const body = style({ display: 'grid', minInlineSize: 0 })

// A message (loading, empty, failed) sits in the middle of the row's height, over the card places.
globalStyle(`${body} > *`, { gridArea: '1 / 1', minInlineSize: 0, alignSelf: 'center' })

/** A card's place while the row loads. */
export const skeleton = style({ pointerEvents: 'none', overflow: 'hidden' })

/**
 * Under an empty or failed row's message, the card places keep the row's height unseen, in one
 * dashed frame: the place where the row's games will be, with the message in its middle.
 */
export const unseen = style({
  // An outline drawn inside: a border would make the row 2 px taller than its cards.
  outline: `1px dashed ${vars.color.border}`,
  outlineOffset: '-1px',
  borderRadius: '0.75rem',
  overflow: 'hidden',
})

globalStyle(`${unseen} > *`, { visibility: 'hidden' })

globalStyle(`${body}:has(> ${unseen}) > :not(${unseen})`, {
  justifySelf: 'center',
  textAlign: 'center',
  paddingInline: '1rem',
})
