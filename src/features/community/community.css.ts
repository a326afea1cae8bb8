import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const page = style({ display: 'grid', gap: '1rem', maxInlineSize: '60rem' })

export const heading = style({ margin: 0, fontSize: 'clamp(1.35rem, 3vw, 1.75rem)' })

export const muted = style({ margin: 0, color: vars.color.textMuted })

export const card = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '1.25rem',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minInlineSize: 0,
})

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' })

export const code = style({
  padding: '0.4rem 0.75rem',
  borderRadius: vars.radius.small,
  background: vars.color.background,
  border: `1px dashed ${vars.color.border}`,
  fontFamily: 'ui-monospace, monospace',
  fontSize: '1.1rem',
  overflowWrap: 'anywhere',
  minInlineSize: 0,
})

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: '0.75rem',
  margin: 0,
})

export const stat = style({
  display: 'grid',
  gap: '0.25rem',
  padding: '0.75rem',
  borderRadius: vars.radius.medium,
  background: vars.color.background,
})

export const statValue = style({ margin: 0, fontSize: '1.25rem', fontWeight: 700 })

export const steps = style({
  margin: 0,
  paddingInlineStart: '1.25rem',
  display: 'grid',
  gap: '0.4rem',
})

/**
 * The week's days, as many to a row as hold a day's reward on one line: seven on a wide screen,
 * three on a 360 px phone. Four to a row at 360 px (and seven up to about 600 px) broke "P 10,00"
 * between the symbol and the number.
 */
/** The week's container: its width, not the window's, picks the calendar's columns. */
export const calendarBox = style({ containerType: 'inline-size' })

/** Where four days of a row, then all seven, fit with their rewards on one line. */
const fourDays = '(min-width: 21rem)'
const sevenDays = '(min-width: 36rem)'

/**
 * The week in one row where seven days fit, else four and three, and in a narrow box (a 360 px
 * phone) three, three and day 7 across the row. A grid that fitted what it could left day 7 alone
 * in a corner, and four columns there break an amount like "₫ 20.000" over two lines.
 */
export const calendar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '0.4rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    [fourDays]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [sevenDays]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' },
  },
})

const dayBase = style({
  display: 'grid',
  justifyItems: 'center',
  gap: '0.2rem',
  padding: '0.5rem 0.25rem',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  fontSize: '0.85rem',
  textAlign: 'center',
  minInlineSize: 0,
  // Three columns: day 7, the week's best reward, takes the last row whole.
  selectors: { '&:last-child': { gridColumn: '1 / -1' } },
  '@container': { [fourDays]: { selectors: { '&:last-child': { gridColumn: 'auto' } } } },
})

export const day = styleVariants({
  done: [dayBase, { background: vars.color.background, color: vars.color.textMuted }],
  claimed: [
    dayBase,
    {
      background: vars.color.success,
      color: vars.color.background,
      borderColor: vars.color.success,
    },
  ],
  today: [dayBase, { borderColor: vars.color.primary, borderWidth: 2, fontWeight: 700 }],
  upcoming: [dayBase, {}],
})

export const dayReward = style({ fontWeight: 700, whiteSpace: 'nowrap' })

export const list = style({
  display: 'grid',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const posts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: '1rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const postCard = style({
  display: 'grid',
  alignContent: 'start',
  gap: '0.5rem',
  blockSize: '100%',
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.primary } },
})

export const postText = style({ display: 'grid', gap: '0.4rem', padding: '0 1rem 1rem' })

export const postTitle = style({ margin: 0, fontSize: '1.05rem' })

export const cover = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '960 / 400',
  objectFit: 'cover',
  background: vars.color.background,
})

export const article = style({
  display: 'grid',
  gap: '1rem',
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
})

globalStyle(`${article} img`, { maxInlineSize: '100%', blockSize: 'auto' })

export const chat = style({
  inlineSize: 'min(560px, calc(100vw - 1rem))',
  blockSize: 'min(640px, calc(100vh - 2rem))',
})

/** The room tabs (when there are two rooms or more) above the room, which takes the rest. */
export const chatBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.6rem',
  blockSize: 'calc(min(640px, 100vh - 2rem) - 6rem)',
})

/** A room: its connection line, the messages (scrolling) and the composer. */
export const chatRoom = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: '0.6rem',
  flex: 1,
  minBlockSize: 0,
})

export const tabs = style({ display: 'flex', gap: '0.4rem', flexWrap: 'wrap' })

export const tab = style({
  paddingBlock: '0.3rem',
  paddingInline: '0.75rem',
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
  },
})

export const connection = styleVariants({
  live: { color: vars.color.success, fontSize: '0.85rem' },
  connecting: { color: vars.color.textMuted, fontSize: '0.85rem' },
  offline: { color: vars.color.danger, fontSize: '0.85rem' },
  visitor: { color: vars.color.textMuted, fontSize: '0.85rem' },
})

/** The conversation's scrolling box (the room's middle row). */
export const messagesScroll = style({ overflowY: 'auto', minBlockSize: 0 })

export const messages = style({
  display: 'grid',
  alignContent: 'start',
  gap: '0.5rem',
  margin: 0,
  padding: '0.25rem',
  listStyle: 'none',
})

const bubbleBase = style({
  display: 'grid',
  gap: '0.15rem',
  maxInlineSize: '85%',
  paddingBlock: '0.4rem',
  paddingInline: '0.7rem',
  borderRadius: vars.radius.medium,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})

export const bubble = styleVariants({
  other: [bubbleBase, { justifySelf: 'start', background: vars.color.background }],
  own: [
    bubbleBase,
    { justifySelf: 'end', background: vars.color.primary, color: vars.color.onPrimary },
  ],
})

export const author = style({ fontSize: '0.75rem', fontWeight: 700, opacity: 0.85 })

export const composer = style({ display: 'grid', gap: '0.35rem' })

export const textarea = style({
  inlineSize: '100%',
  minBlockSize: '3.5rem',
  resize: 'vertical',
  padding: '0.5rem',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  boxSizing: 'border-box',
})

export const counter = styleVariants({
  ok: { fontSize: '0.8rem', color: vars.color.textMuted },
  over: { fontSize: '0.8rem', color: vars.color.danger, fontWeight: 700 },
})

export const spread = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '0.5rem',
})

export const strip = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  marginBlock: '1.5rem',
})
