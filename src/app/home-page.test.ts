import { describe, expect, it, vi } from 'vitest'
import schema from '../../schemas/brand.schema.json'

vi.mock('@/i18n/i18n', () => ({ withHomeMessages: (f: unknown) => f }))

describe('homeSections', () => {
  it('serves every section the brand schema names, and no other', async () => {
    const { homeSections } = await import('./home-page')
    expect(Object.keys(homeSections).sort()).toEqual(
      [...schema.definitions.homeSection.enum].sort(),
    )
  })
})
