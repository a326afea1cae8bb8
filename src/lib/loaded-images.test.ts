import { describe, expect, it } from 'vitest'
import { LoadedImages, loadedImagesLimit } from './loaded-images'

describe('LoadedImages', () => {
  it('remembers up to 200 URLs and forgets the oldest first', () => {
    const images = new LoadedImages()
    for (let i = 0; i < loadedImagesLimit + 5; i++) images.add(`/img/${i}.png`)
    expect(images.size).toBe(200)
    expect(images.has('/img/0.png')).toBe(false)
    expect(images.has('/img/4.png')).toBe(false)
    expect(images.has('/img/5.png')).toBe(true)
    expect(images.has('/img/204.png')).toBe(true)
  })

  it('counts a URL seen again as the newest', () => {
    const images = new LoadedImages(2)
    images.add('a')
    images.add('b')
    images.add('a')
    images.add('c')
    expect(images.has('a')).toBe(true)
    expect(images.has('b')).toBe(false)
  })
})
