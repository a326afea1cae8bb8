import { describe, expect, it } from 'vitest'
import { returnPath } from './return-path'

const routes = new Set(['/', '/live', '/lottery', '/login', '/blog', '/blog/$id'])

describe('returnPath', () => {
  it('returns to the route the guard sent the visitor from, with its query', () => {
    expect(returnPath('/live', routes)).toBe('/live')
    expect(returnPath('/lottery?gameCode=X1&vendor=LOTT', routes)).toBe(
      '/lottery?gameCode=X1&vendor=LOTT',
    )
    expect(returnPath('/blog/12', routes)).toBe('/blog/12')
  })

  it('sends anything else home', () => {
    for (const redirect of [
      undefined,
      null,
      42,
      { to: '/live' },
      '',
      'https://evil.example/live',
      '//evil.example/live',
      '/\\evil.example',
      'javascript:alert(1)',
      'live',
      '/nowhere',
      '/blog/',
      '/blog/12/more',
      '/login',
      '/login?redirect=%2Flive',
    ])
      expect(returnPath(redirect, routes), String(redirect)).toBe('/')
  })

  it('knows the route table by default', () => {
    expect(returnPath('/rng')).toBe('/rng')
    expect(returnPath('/not-a-route')).toBe('/')
  })
})
