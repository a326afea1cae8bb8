import { describe, expect, it } from 'vitest'
import type { GameItem } from '@/api/games/get-game-list'
import { imageUrl, imageUrl2x } from './game-card'

describe('imageUrl', () => {
  const page = 'http://default.localhost:8080/rng'
  it('puts platform paths on the API origin and keeps http(s) URLs', () => {
    expect(imageUrl('/media/games/1.svg', '/api', page)).toBe(
      'http://default.localhost:8080/media/games/1.svg',
    )
    expect(imageUrl('/media/games/1.svg', 'https://api.example.com/api', page)).toBe(
      'https://api.example.com/media/games/1.svg',
    )
    expect(imageUrl('https://cdn.example.com/a.png', '/api', page)).toBe(
      'https://cdn.example.com/a.png',
    )
  })

  it('refuses other schemes', () => {
    expect(imageUrl('javascript:alert(1)', '/api', page)).toBe('')
    expect(imageUrl('data:image/svg+xml,<svg/>', '/api', page)).toBe('')
  })
})

describe('imageUrl2x', () => {
  const game = (src2x: string) =>
    ({ image: { src: '/media/games/1.a.webp', src2x, width: 240, height: 180 } }) as GameItem
  it('puts the 2x picture on the origin the 1x one was resolved to', () => {
    expect(
      imageUrl2x(game('/media/games/1.a@2x.webp'), 'https://api.example.com/media/games/1.a.webp'),
    ).toBe('https://api.example.com/media/games/1.a@2x.webp')
    expect(
      imageUrl2x(game('https://cdn.example.com/1@2x.webp'), 'https://api.example.com/x.webp'),
    ).toBe('https://cdn.example.com/1@2x.webp')
  })

  it('gives none without a picture, a resolved 1x URL or an http(s) 2x URL', () => {
    expect(imageUrl2x({} as GameItem, 'https://api.example.com/x.webp')).toBe('')
    expect(imageUrl2x(game('/media/games/1.a@2x.webp'), '')).toBe('')
    expect(imageUrl2x(game('javascript:alert(1)'), 'https://api.example.com/x.webp')).toBe('')
  })
})
