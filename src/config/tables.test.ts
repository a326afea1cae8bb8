import { describe, expect, it } from 'vitest'
import { knownRoutes } from './tables'

describe('knownRoutes', () => {
  it('holds the paths of the route table and nothing else', () => {
    expect(knownRoutes.has('/help')).toBe(true)
    expect(knownRoutes.has('/lottery')).toBe(true)
    expect(knownRoutes.has('/admin')).toBe(false)
    expect(knownRoutes.has('https://example.com/help')).toBe(false)
  })
})
