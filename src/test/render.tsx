import type { ReactElement } from 'react'
import { LocaleProvider } from '@/i18n/locale-provider'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { i18n } from '@/i18n/i18n'

/**
 * Renders a component as the app would: an English catalog (activated by src/test/setup.ts), a
 * query client of its own that never retries (a refusal shows at once), and, given a `url`, a
 * memory router at that URL for components that read the search or navigate (`router` tells where
 * they went). Under a router the component renders once the router has loaded: find it with
 * `findBy…`.
 */
export function renderWithProviders(ui: ReactElement, options: { url?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
  const router = options.url
    ? createRouter({
        routeTree: createRootRoute({ component: () => ui }),
        history: createMemoryHistory({ initialEntries: [options.url] }),
      })
    : null
  const result = render(
    <LocaleProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {router ? <RouterProvider router={router} /> : ui}
      </QueryClientProvider>
    </LocaleProvider>,
  )
  return { ...result, queryClient, router }
}
