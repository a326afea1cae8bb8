import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Brand } from './brand.types'
import { contrastRatio, contrastWarnings, parseHex } from './brand-contrast'

const shipped = (id: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'brands', id, 'brand.json'), 'utf8'),
  ) as Brand

describe('contrastRatio', () => {
  it('answers the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    // The WebAIM checker's figure for #767676 on white, the lightest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#fff', '#777')).toBeCloseTo(contrastRatio('#777777', '#ffffff')!, 10)
  })

  it('is symmetric and ignores an alpha part', () => {
    expect(contrastRatio('#c8102e', '#f4f5f7')).toBe(contrastRatio('#f4f5f7', '#c8102e'))
    expect(contrastRatio('#c8102eff', '#ffffff')).toBe(contrastRatio('#c8102e', '#ffffff'))
  })

  it('answers undefined for what is not #hex', () => {
    expect(parseHex('red')).toBeUndefined()
    expect(contrastRatio('rgb(0,0,0)', '#fff')).toBeUndefined()
  })
})

describe('contrastWarnings', () => {
  it('finds nothing in the shipped brands', () => {
    for (const id of ['default', 'jade', 'nova']) expect(contrastWarnings(shipped(id))).toEqual([])
  })

  it('names the brand, theme, pair, colours and ratio of a failing pair', () => {
    const brand = shipped('jade')
    brand.theme.dark.colors.textMuted = '#555555'
    brand.theme.light.colors.accent = '#333333'
    const warnings = contrastWarnings(brand)
    const muted = warnings.filter((w) => w.foreground === 'textMuted')
    expect(muted.map((w) => w.background)).toEqual(['background', 'surface', 'surfaceRaised'])
    expect(muted.every((w) => w.theme === 'dark')).toBe(true)
    expect(muted[0]!.pointer).toBe('/theme/dark/colors/textMuted')
    expect(muted[0]!.message).toMatch(
      /^brand "jade", dark theme: textMuted #555555 on background #\w{6} has contrast \d\.\d\d:1, below 4\.5:1 \(WCAG AA text\)$/,
    )
    // Black on an accent too dark to carry it: the accent token is the one to change.
    const accent = warnings.find((w) => w.background === 'accent')
    expect(accent).toMatchObject({ theme: 'light', pointer: '/theme/light/colors/accent' })
    expect(accent!.message).toContain('text #000000 on accent #333333')
    expect(accent!.ratio).toBeLessThan(4.5)
  })

  it('warns on the old dark primary of the default brand (4.48:1 on the raised surface)', () => {
    const brand = shipped('default')
    brand.theme.dark.colors.primary = '#ff4d5e'
    expect(contrastWarnings(brand).map((w) => [w.foreground, w.background, w.ratio])).toEqual([
      ['primary', 'surfaceRaised', 4.48],
    ])
  })
})
