import { beforeEach, describe, expect, it } from 'vitest'
import {
  lotteryFavouritesKey,
  readLotteryFavourites,
  toggleLotteryFavourite,
} from './lottery-favourites'

/** A Storage kept in memory, as localStorage behaves. */
function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  }
}

let localStorage = memoryStorage()

describe('lottery favourites per username in localStorage', () => {
  beforeEach(() => {
    localStorage = memoryStorage()
  })

  it('starts empty and adds game ids once, as strings', () => {
    expect(readLotteryFavourites(localStorage, 'ann')).toEqual([])
    expect(toggleLotteryFavourite(localStorage, 'ann', '12', true)).toEqual(['12'])
    expect(toggleLotteryFavourite(localStorage, 'ann', '12', true)).toEqual(['12'])
    expect(toggleLotteryFavourite(localStorage, 'ann', '7', true)).toEqual(['12', '7'])
    expect(readLotteryFavourites(localStorage, 'ann')).toEqual(['12', '7'])
  })

  it('keeps each username apart and removes ids', () => {
    toggleLotteryFavourite(localStorage, 'ann', '1', true)
    toggleLotteryFavourite(localStorage, 'bob', '2', true)
    expect(toggleLotteryFavourite(localStorage, 'ann', '1', false)).toEqual([])
    expect(readLotteryFavourites(localStorage, 'bob')).toEqual(['2'])
    expect(JSON.parse(localStorage.getItem(lotteryFavouritesKey)!)).toEqual({ ann: [], bob: ['2'] })
  })

  it('survives broken or foreign data and a missing storage', () => {
    localStorage.setItem(lotteryFavouritesKey, 'not json')
    expect(readLotteryFavourites(localStorage, 'ann')).toEqual([])
    localStorage.setItem(lotteryFavouritesKey, JSON.stringify({ ann: ['1', 2, null], bob: 'x' }))
    expect(readLotteryFavourites(localStorage, 'ann')).toEqual(['1'])
    expect(readLotteryFavourites(localStorage, 'bob')).toEqual([])
    expect(readLotteryFavourites(undefined, 'ann')).toEqual([])
    expect(toggleLotteryFavourite(undefined, 'ann', '1', true)).toEqual(['1'])
  })
})
