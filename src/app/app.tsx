import { retryIfTransient } from '@/api/errors'
import { StrictMode } from 'react'
import { LocaleProvider } from '@/i18n/locale-provider'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { i18n } from '@/i18n/i18n'
import type { AppRouter } from './router'
import { SystemGate } from './system-gate'

/**
 * The providers around the router. Queries retry only what can succeed on retry (the network, a
 * time-out, a gateway's 502/503/504), never a refusal or an answer that breaks its schema.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: retryIfTransient, staleTime: 30_000, refetchOnWindowFocus: false },
  },
})

/** The whole app for a router built for this brand. */
export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <LocaleProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SystemGate>
            <RouterProvider router={router} />
          </SystemGate>
        </QueryClientProvider>
      </LocaleProvider>
    </StrictMode>
  )
}
