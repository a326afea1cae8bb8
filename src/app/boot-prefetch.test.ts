import { describe, expect, it, vi } from 'vitest'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { resolveFirstRoute } from './boot-prefetch'
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
