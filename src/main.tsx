import { createRoot } from 'react-dom/client'
import { I18nProvider } from '@lingui/react'
import { configQueries } from './api/queries'
import { startAnalytics } from './app/analytics'
import { App, queryClient } from './app/app'
import { createAppRouter } from './app/router'
import { connectPlatform } from './app/transport'
import { readBrand } from './config/brand'
import { ConfigError } from './features/system/config-error'
import { chooseLanguage } from './i18n/choose-language'
import { activateLanguage, i18n } from './i18n/i18n'
import { setBrand } from './state/brand.store'
import { startInstallableApp } from './state/install-prompt'
import { setMerchant } from './state/session.store'
import { applyTheme, chooseTheme } from './theme/apply-theme'
import './theme/global.css'

// Boot: brand -> validate -> theme -> language and system status -> router.
async function boot() {
  const root = createRoot(document.getElementById('root') as HTMLElement)
  const result = await readBrand()
  if (!result.ok) {
    await activateLanguage('EN', { remember: false })
    root.render(
      <I18nProvider i18n={i18n}>
        <ConfigError problems={result.problems} />
      </I18nProvider>,
    )
    return
  }
  const { brand } = result
  setBrand(brand)
  setMerchant(brand.merchantCode)
  connectPlatform(brand)
  applyTheme(chooseTheme(brand), { remember: false })
  // The status decides whether the site mounts (spec §4); it loads beside the language, and a slow
  // answer does not hold the page back for long.
  const status = queryClient.prefetchQuery(configQueries.status)
  const briefly = new Promise((resolve) => setTimeout(resolve, 3000))
  await Promise.all([
    activateLanguage(chooseLanguage(brand), { remember: false }),
    Promise.race([status, briefly]),
  ])
  const router = createAppRouter(brand)
  root.render(<App router={router} />)
  void startAnalytics(router, brand)
}

startInstallableApp()

void boot()
