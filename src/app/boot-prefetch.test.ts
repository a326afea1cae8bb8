import { describe, expect, it, vi } from 'vitest'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import defaultBrand from '../../brands/default/brand.json'
import type { Brand } from '@/config/brand.types'
import { firstScreenEntry, resolveFirstRoute } from './boot-prefetch'
import type { AppRouter } from './router'

function testRouter() {
  const root = createRootRoute()
  const routes = ['/', '/download'].map((path) =>
    createRoute({ getParentRoute: () => root, path, component: () => null }),
  )
  const history = createMemoryHistory({ initialEntries: ['/'] })
  const router = createRouter({ routeTree: root.addChildren(routes), history })
  return { router: router as unknown as AppRouter, history }
}

const resolvedPath = (router: AppRouter) => router.stores.resolvedLocation.get()?.pathname

describe('resolveFirstRoute', () => {
  it('resolves the route before anything renders', async () => {
    const { router } = testRouter()
    await resolveFirstRoute(router)
    expect(resolvedPath(router)).toBe('/')
  })

  it('follows a change of location made before the first render', async () => {
    const { router, history } = testRouter()
    await resolveFirstRoute(router)
    history.push('/download')
    await vi.waitFor(() => expect(resolvedPath(router)).toBe('/download'))
  })

  it('leaves the following to the router once the app has rendered', async () => {
    const { router, history } = testRouter()
    await resolveFirstRoute(router)
    router.emit({ type: 'onRendered' } as never)
    const load = vi.spyOn(router, 'load')
    history.push('/download')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(load).not.toHaveBeenCalled()
  })
})

describe('firstScreenEntry', () => {
  const brand = defaultBrand as Brand
  const screenAt = (path: string, of: Brand = brand) => firstScreenEntry(path, of)?.screen

  it('finds the entry the router will show, from the table alone', () => {
    expect(screenAt('/')).toBe('home')
    expect(screenAt('/index.html')).toBe('home')
    expect(screenAt('/rng')).toBe('games.list')
    expect(screenAt('/login')).toBe('auth.login')
  })

  it('matches as the router does: without case, a trailing slash, a $ segment', () => {
    expect(screenAt('/RNG/')).toBe('games.list')
    expect(screenAt('/blog/42')).toBe('community.blogPost')
    expect(screenAt('/blog')).toBe('community.blog')
  })

  it('finds nothing for an unknown path, a longer one, or a route the brand switches off', () => {
    expect(screenAt('/nowhere')).toBeUndefined()
    expect(screenAt('/rng/extra')).toBeUndefined()
    const withoutVip = { ...brand, areas: { ...brand.areas, vip: false } } as Brand
    expect(screenAt('/vip')).toBe('vip')
    expect(screenAt('/vip', withoutVip)).toBeUndefined()
  })
})
