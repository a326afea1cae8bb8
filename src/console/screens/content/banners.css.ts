import { style } from '@vanilla-extract/css'

// The banner editor's preview: the picture at the portal's 4:1, the size it is drawn at.

export const frame = style({ margin: 0, display: 'grid', gap: 8 })

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '4 / 1',
  objectFit: 'cover',
  borderRadius: 8,
  background: '#e4e8ee',
})

export const pending = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '4 / 1',
  margin: 0,
  padding: 12,
  borderRadius: 8,
  background: 'linear-gradient(135deg, #1f5fbf, #0b2a5b)',
  color: '#fff',
  fontSize: 20,
  fontWeight: 600,
  textAlign: 'center',
})

export const drop = style({ display: 'grid', gap: 6 })

/** The editors' outer fieldset (it disables the form for a read-only role): no frame of its own. */
export const plain = style({ border: 0, padding: 0, margin: 0, minInlineSize: 0 })
