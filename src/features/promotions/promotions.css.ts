import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const page = style({ display: 'grid', gap: '1rem' })

export const title = style({ margin: 0, fontSize: 'clamp(1.25rem, 3vw, 1.75rem)' })

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: '1rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '8 / 3',
  objectFit: 'cover',
  background: vars.color.background,
})

export const cardBody = style({
  display: 'grid',
  alignContent: 'start',
  gap: '0.5rem',
  padding: '1rem',
})

export const cardTitle = style({ margin: 0, fontSize: '1.05rem' })

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9rem' })

export const text = style({ margin: 0 })

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem',
  marginBlockStart: '0.25rem',
})

const badgeBase = style({
  display: 'inline-block',
  paddingBlock: '0.15rem',
  paddingInline: '0.6rem',
  borderRadius: '999px',
  fontSize: '0.8rem',
  fontWeight: 600,
  border: '1px solid currentColor',
})

export const badge = styleVariants({
  open: [badgeBase, { color: vars.color.success }],
  pending: [
    badgeBase,
    { color: '#000', background: vars.color.accent, borderColor: vars.color.accent },
  ],
  done: [badgeBase, { color: vars.color.primary }],
  over: [badgeBase, { color: vars.color.textMuted }],
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' })

/** An action button that shows it is busy or unavailable. */
export const disabledAware = style({
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
})

export const detail = style({
  display: 'grid',
  gap: '1rem',
  padding: '1rem',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const content = style({
  overflowWrap: 'anywhere',
  lineHeight: 1.6,
})

export const form = style({ display: 'grid', gap: '0.9rem', maxInlineSize: '36rem' })

export const textarea = style({
  minBlockSize: '6rem',
  padding: '0.6rem 0.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  resize: 'vertical',
})

export const counter = style({
  justifySelf: 'end',
  fontSize: '0.85rem',
  color: vars.color.textMuted,
})

export const counterOver = style({ color: vars.color.danger })

export const previews = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const preview = style({ display: 'grid', gap: '0.25rem', justifyItems: 'center' })

export const previewImage = style({
  inlineSize: '6rem',
  blockSize: '6rem',
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
})

export const success = style({ margin: 0, color: vars.color.success })

/** A raffle promotion's draw panel on the detail page. */
export const raffle = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '1rem',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
})

export const raffleTitle = style({ margin: 0, fontSize: '1.2rem' })

export const raffleSubtitle = style({ margin: 0, fontSize: '1rem' })

export const raffleList = style({
  display: 'grid',
  gap: '0.35rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const raffleItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '0.5rem',
  paddingBlock: '0.35rem',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  selectors: { '&[data-in-stock="false"]': { color: vars.color.textMuted } },
})

/** What the last draw gave, announced to screen readers. */
export const raffleResult = style({
  display: 'grid',
  gap: '0.25rem',
  padding: '0.75rem 1rem',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.success}`,
  color: vars.color.text,
})

/** The member's application to a promotion, as the operator decided it. */
export const application = style({
  display: 'grid',
  gap: '0.35rem',
  padding: '0.75rem 1rem',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  background: vars.color.background,
  selectors: {
    '&[data-state="refused"]': { borderInlineStartColor: vars.color.danger },
    '&[data-state="approved"]': { borderInlineStartColor: vars.color.success },
    '&[data-state="pending"]': { borderInlineStartColor: vars.color.accent },
  },
})

export const applicationTitle = style({ margin: 0, fontSize: '1rem' })

/** The operator's reason, as written: plain text, its line breaks kept. */
export const applicationReason = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
})
