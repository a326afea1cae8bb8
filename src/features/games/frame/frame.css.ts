import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@/theme/contract.css'
import { narrow } from '@/ui/media'
import { visuallyHiddenRules } from '@/ui/visually-hidden'

export const stage = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  gap: '0.5rem',
  blockSize: 'min(80vh, 720px)',
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  padding: '0.5rem',
})

/** Where the browser refuses full screen: the stage covers the page instead. */
export const pseudoFullScreen = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  blockSize: '100dvh',
  borderRadius: 0,
})

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem',
  flexWrap: 'wrap',
})

export const title = style({ margin: 0, fontSize: '1rem' })

export const frame = style({
  inlineSize: '100%',
  blockSize: '100%',
  border: 0,
  borderRadius: vars.radius.medium,
  background: '#000',
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' })

/**
 * /game on a phone: the game covers the screen (the site header is gone, useImmersive) and its
 * bar gives way to a floating exit button; the title stays for a screen reader.
 */
export const immersive = style({
  '@media': {
    [narrow]: {
      position: 'fixed',
      inset: 0,
      zIndex: 40,
      blockSize: '100dvh',
      gridTemplateRows: '0 1fr',
      gap: 0,
      padding: 0,
      border: 0,
      borderRadius: 0,
      background: '#000',
    },
  },
})
globalStyle(`${immersive} ${title}`, { '@media': { [narrow]: visuallyHiddenRules } })

/** Full screen means little where the game already covers the phone's screen. */
export const fullScreenButton = style({})
globalStyle(`${immersive} ${fullScreenButton}`, { '@media': { [narrow]: { display: 'none' } } })
globalStyle(`${immersive} ${frame}`, { '@media': { [narrow]: { borderRadius: 0 } } })

/** The way out of the game: a button in the bar; on a phone a round one floating over the game. */
export const exit = style({
  '@media': {
    [narrow]: {
      position: 'fixed',
      insetBlockStart: 'max(0.5rem, env(safe-area-inset-top))',
      insetInlineStart: 'max(0.5rem, env(safe-area-inset-left))',
      zIndex: 41,
      inlineSize: '2.75rem',
      blockSize: '2.75rem',
      minBlockSize: '2.75rem',
      padding: 0,
      borderRadius: '999px',
      background: `color-mix(in srgb, ${vars.color.surface} 88%, transparent)`,
      boxShadow: '0 2px 10px rgb(0 0 0 / 45%)',
      fontSize: '1.25rem',
    },
  },
})

export const exitIcon = style({ display: 'none', '@media': { [narrow]: { display: 'inline' } } })

export const exitText = style({ '@media': { [narrow]: visuallyHiddenRules } })
