import { describe, expect, it } from 'vitest'
import novaBrand from '../../brands/nova/brand.json'
import type { Brand } from '@/config/brand.types'
import { chooseLanguage } from './choose-language'

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial))
  return {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  }
}

const brand = novaBrand as Brand

describe('chooseLanguage', () => {
  it('uses a stored language the brand supports, without rewriting it', () => {
    const storage = memoryStorage({ historyLanguage: 'TH', language: 'TH' })
    expect(chooseLanguage(brand, storage)).toBe('TH')
  })

  it('falls back to the brand default when absent, saved under both keys', () => {
    const storage = memoryStorage()
    expect(chooseLanguage(brand, storage)).toBe('VI')
    expect(storage.getItem('historyLanguage')).toBe('VI')
    expect(storage.getItem('language')).toBe('VI')
  })

  it('falls back when the stored language is not supported by the brand or not a language', () => {
    for (const stored of ['CN', 'xx', '']) {
      const storage = memoryStorage({ historyLanguage: stored })
      expect(chooseLanguage(brand, storage)).toBe('VI')
      expect(storage.getItem('historyLanguage')).toBe('VI')
    }
  })

  it('still answers when storage throws', () => {
    const broken = memoryStorage()
    broken.getItem = () => {
      throw new Error('blocked')
    }
    broken.setItem = () => {
      throw new Error('blocked')
    }
    expect(chooseLanguage(brand, broken)).toBe('VI')
  })
})
