import { globalStyle, style } from '@vanilla-extract/css'

// The console's look: plain, dense and readable; logical properties, so a right-to-left
// language needs no second stylesheet.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('body', {
  margin: 0,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  fontSize: 14,
  color: '#1d2430',
  background: '#f3f5f8',
})
globalStyle('input, select, button, textarea', { font: 'inherit' })

export const page = style({ maxInlineSize: 1200, marginInline: 'auto', padding: 16 })

export const card = style({
  background: '#fff',
  border: '1px solid #d9dee7',
  borderRadius: 8,
  padding: 16,
  marginBlockEnd: 16,
})

export const narrow = style({ maxInlineSize: 380, marginInline: 'auto', marginBlockStart: '10vh' })

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  marginBlockEnd: 12,
})

export const input = style({
  padding: '8px 10px',
  border: '1px solid #b8c0cc',
  borderRadius: 6,
  background: '#fff',
  selectors: { '&:disabled': { background: '#eef1f5', color: '#5b6575' } },
})

export const button = style({
  padding: '8px 14px',
  border: 'none',
  borderRadius: 6,
  background: '#1f5fbf',
  color: '#fff',
  cursor: 'pointer',
  selectors: { '&:disabled': { background: '#8aa5cf', cursor: 'default' } },
})

export const quietButton = style([
  button,
  { background: 'transparent', color: '#1f5fbf', border: '1px solid #1f5fbf' },
])

export const error = style({
  color: '#a3001b',
  background: '#fdeef0',
  borderRadius: 6,
  padding: '8px 10px',
  marginBlock: 8,
})

export const success = style({
  color: '#0b6b2f',
  background: '#e8f6ed',
  borderRadius: 6,
  padding: '8px 10px',
  marginBlock: 8,
})

export const muted = style({ color: '#5b6575' })

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  padding: '10px 16px',
  background: '#1d2430',
  color: '#fff',
})

export const headerTitle = style({ fontWeight: 600, marginInlineEnd: 'auto' })

// The sections stay one line: on a phone the strip scrolls sideways under a thumb, and a shadow
// at either edge shows there is more that way (the background scrolls with the links; the shadows
// stay, and the white ends of the strip cover them at its ends).
export const nav = style({
  display: 'flex',
  gap: 4,
  padding: '0 16px',
  borderBlockEnd: '1px solid #d9dee7',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  whiteSpace: 'nowrap',
  background: [
    'linear-gradient(to right, #fff 30%, rgb(255 255 255 / 0)) left / 40px 100% no-repeat local',
    'linear-gradient(to left, #fff 30%, rgb(255 255 255 / 0)) right / 40px 100% no-repeat local',
    'radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 0.25), transparent) left / 14px 100% no-repeat scroll',
    'radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.25), transparent) right / 14px 100% no-repeat scroll',
    '#fff',
  ].join(', '),
})

export const navLink = style({
  flexShrink: 0,
  minBlockSize: 44,
  display: 'inline-flex',
  alignItems: 'center',
  padding: '10px 12px',
  color: '#1d2430',
  textDecoration: 'none',
  borderBlockEnd: '2px solid transparent',
  selectors: { '&[data-status="active"]': { borderBlockEndColor: '#1f5fbf', fontWeight: 600 } },
})

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end' })

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  // A line breaks at its spaces first; only a word longer than the line breaks inside.
  overflowWrap: 'anywhere',
  margin: 0,
})

export const checkGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: 6,
})

export const row = style({ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' })

export const changes = style({ margin: 0, paddingInlineStart: 16, wordBreak: 'break-word' })

export const headerLink = style({ color: '#fff' })

/** A button on the dark header bar (signing out): light on dark, as the header's links. */
export const headerButton = style([quietButton, { color: '#fff', borderColor: '#fff' }])

/** A value shown as a removable tag (a blocked country). */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '2px 2px 2px 10px',
  border: '1px solid #d9dee7',
  borderRadius: 16,
  background: '#f3f5f8',
})
