import { style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'

export const slider = style({ display: 'grid', gap: '0.4rem', justifyItems: 'start' })

export const sliderStage = style({
  position: 'relative',
  inlineSize: '280px',
  blockSize: '150px',
  borderRadius: vars.radius.small,
  overflow: 'hidden',
  background: vars.color.background,
})

/** The piece's strip is transparent around it: the shadow follows its outline, not the strip's box. */
export const sliderPiece = style({
  position: 'absolute',
  filter: 'drop-shadow(0 0 3px rgb(0 0 0 / 80%))',
})

export const captchaRow = style({ display: 'flex', gap: '0.5rem', alignItems: 'center' })

/** The captcha's picture as a button that shows another. */
export const captchaPicture = style({
  display: 'block',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  lineHeight: 0,
})

/** Free play's slider, on a line of its own among the modal's extras. */
export const freePlayVerify = style({ flexBasis: '100%' })

/** What the SMS send button asks or answers under its field: the captcha, a refusal. */
export const smsChallenge = style({ display: 'grid', gap: '0.4rem' })

export const sliderRange = style({ inlineSize: '280px', maxInlineSize: '100%' })

export const remember = style({ display: 'flex', gap: '0.5rem', alignItems: 'center' })

export const hint = style({ margin: 0, fontSize: '0.8125rem', color: vars.color.textMuted })

/**
 * A screen too short for the banner and the form at once (a phone held sideways): the form's
 * fields come first, and the banner gives way.
 */
const shortScreen = 'screen and (max-height: 30rem)'

/** A modal's banner: the dialog's width, its height from the artwork's own size (4:1). */
export const banner = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  borderRadius: vars.radius.small,
  marginBlockEnd: '1rem',
  '@media': { [shortScreen]: { display: 'none' } },
})

/** The banner's place while its group's answer is on its way: the artwork's 4:1, empty. */
export const bannerPending = style([
  banner,
  { aspectRatio: '4 / 1', background: vars.color.surfaceRaised },
])

/** A banner that links to another site: a block, so it is the banner's size. */
export const bannerLink = style({
  display: 'block',
  '@media': { [shortScreen]: { display: 'none' } },
})

/** A field's control and its button (send code, captcha picture) on one line; the control grows. */
export const controlRow = style({ display: 'flex', gap: '0.5rem', alignItems: 'center' })

export const grow = style({ flex: '1 1 auto', minInlineSize: 0 })

export const extras = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBlockStart: '1rem',
})

export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
})

/** The terms' link under their box: a target of at least 24 px (WCAG 2.5.8). */
export const termsLink = style({
  alignSelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '24px',
  color: vars.color.primary,
  textDecoration: 'underline',
})

export const welcome = style({
  position: 'fixed',
  insetInline: '1rem',
  insetBlockEnd: '1rem',
  zIndex: 20,
  maxInlineSize: '28rem',
  marginInline: 'auto',
  display: 'grid',
  gap: '0.75rem',
  padding: '1rem 1.25rem',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 8px 24px rgb(0 0 0 / 25%)',
})
