import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConsoleApiError } from './api/client'
import { createConsoleRouter } from './app/router'
import { activateConsoleLanguage, chooseConsoleLanguage, i18n } from './i18n/i18n'
import './ui/console.css'

// The operator console (docs/console.md): a second entry of the portal's build, served on the
// console's hosts alone. Boot: language -> query client -> router.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal is an answer: only a failed network is asked again.
      retry: (count, error) => !(error instanceof ConsoleApiError) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
})

async function boot() {
  await activateConsoleLanguage(chooseConsoleLanguage())
  const router = createConsoleRouter(queryClient)
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  )
}

void boot()
