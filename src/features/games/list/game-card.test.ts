import { describe, expect, it } from 'vitest'
import { imageUrl } from './game-card'

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
