import { describe, expect, it } from 'vitest'
import { pictureFits, sniffPictureType } from './banner-picture'

describe('banner picture rule', () => {
  it('tells the type by the first bytes alone', () => {
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]
    const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]
    const webp = [...'RIFF']
      .map((c) => c.charCodeAt(0))
      .concat(
        [1, 2, 3, 4],
        [...'WEBP'].map((c) => c.charCodeAt(0)),
      )
    expect(sniffPictureType(new Uint8Array(png))).toBe('png')
    expect(sniffPictureType(new Uint8Array(jpeg))).toBe('jpeg')
    expect(sniffPictureType(new Uint8Array(webp))).toBe('webp')
    // A GIF, an SVG, a RIFF that is no WebP (a WAV), a PNG cut short: none.
    expect(sniffPictureType(new TextEncoder().encode('GIF89a......'))).toBeNull()
    expect(
      sniffPictureType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">')),
    ).toBeNull()
    expect(sniffPictureType(new TextEncoder().encode('RIFF....WAVEfmt '))).toBeNull()
    expect(sniffPictureType(new Uint8Array(png.slice(0, 4)))).toBeNull()
  })

  it('takes 4:1 within 2% and at least 960×240', () => {
    expect(pictureFits(960, 240)).toBe(true)
    expect(pictureFits(1920, 480)).toBe(true)
    expect(pictureFits(1000, 246)).toBe(true)
    expect(pictureFits(1000, 244)).toBe(false)
    expect(pictureFits(1000, 250)).toBe(true)
    expect(pictureFits(800, 200)).toBe(false)
    expect(pictureFits(1000, 400)).toBe(false)
    expect(pictureFits(1000, 240)).toBe(false)
    expect(pictureFits(240, 960)).toBe(false)
  })
})
