import { globalStyle, style } from '@vanilla-extract/css'

// The Content section's editors, in the look of ui/console.css.ts: the form beside its preview on
// a wide screen, above it on a narrow one.

export const editor = style({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
})

export const languages = style({ display: 'flex', gap: 4, flexWrap: 'wrap', marginBlockEnd: 12 })

export const filled = style({ color: '#1a7f37', marginInlineStart: 4 })

export const preview = style({
  border: '1px dashed #b8c0cc',
  borderRadius: 8,
  padding: 16,
  background: '#fbfcfe',
  overflowWrap: 'anywhere',
})

export const previewTitle = style({ marginBlock: '4px 8px', fontSize: 20 })

export const previewMeta = style({ display: 'flex', gap: 8, flexWrap: 'wrap', marginBlockEnd: 8 })

globalStyle(`${preview} img`, { maxInlineSize: '100%' })

export const textarea = style({ minBlockSize: 140, resize: 'vertical', fontFamily: 'inherit' })

export const thumbs = style({ display: 'flex', gap: 8, flexWrap: 'wrap' })

export const thumb = style({
  inlineSize: 160,
  blockSize: 120,
  objectFit: 'contain',
  border: '1px solid #d9dee7',
  borderRadius: 6,
  background: '#fff',
})

export const fieldset = style({ border: 0, padding: 0, margin: 0, minInlineSize: 0 })
