import { StrictMode } from 'react'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { i18n } from '@/i18n/i18n'
import type { AppRouter } from './router'
import { SystemGate } from './system-gate'

/** The providers around the router. Retries belong to Query alone; the HTTP client never retries. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
})

/** The whole app for a router built for this brand. */
export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SystemGate>
            <RouterProvider router={router} />
          </SystemGate>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  )
}
