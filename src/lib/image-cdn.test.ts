import { describe, expect, it } from 'vitest'
import { imageUrlOn, pickImageCdn } from './image-cdn'

const origin = 'http://default.localhost:8080'

describe('pickImageCdn', () => {
  const cdns = ['https://a.cdn.example', 'https://b.cdn.example/img', 'https://c.cdn.example']

  it('picks by the random number', () => {
    expect(pickImageCdn(cdns, origin, () => 0)).toBe('https://a.cdn.example/')
    expect(pickImageCdn(cdns, origin, () => 0.5)).toBe('https://b.cdn.example/img')
    expect(pickImageCdn(cdns, origin, () => 0.9999)).toBe('https://c.cdn.example/')
    expect(pickImageCdn(cdns, origin, () => 1)).toBe('https://c.cdn.example/')
  })

  it('spreads the picks over the whole list', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 300; i++) seen.add(pickImageCdn(cdns, origin))
    expect(seen.size).toBe(3)
  })

  it('falls back to the API origin with no list or no usable entry', () => {
    expect(pickImageCdn([], origin)).toBe(origin)
    expect(pickImageCdn(undefined, origin)).toBe(origin)
    expect(pickImageCdn(['javascript:alert(1)', '', '/relative'], origin)).toBe(origin)
    expect(pickImageCdn(['javascript:x', 'https://ok.example'], origin, () => 0)).toBe(
      'https://ok.example/',
    )
  })
})

describe('imageUrlOn', () => {
  it('puts a path on the CDN, keeping its prefix', () => {
    expect(imageUrlOn('https://b.cdn.example/img', '/media/app/ios.svg')).toBe(
      'https://b.cdn.example/img/media/app/ios.svg',
    )
    expect(imageUrlOn('https://a.cdn.example/', '/x.png')).toBe('https://a.cdn.example/x.png')
    expect(imageUrlOn(origin, '/media/a.svg?lang=EN')).toBe(`${origin}/media/a.svg?lang=EN`)
  })

  it('keeps absolute http(s) URLs and refuses other schemes', () => {
    expect(imageUrlOn(origin, 'https://img.example/a.png')).toBe('https://img.example/a.png')
    expect(imageUrlOn(origin, 'javascript:alert(1)')).toBeNull()
    expect(imageUrlOn(origin, '//evil.example/a.png')).toBeNull()
    expect(imageUrlOn(origin, 'relative.png')).toBeNull()
  })
})
