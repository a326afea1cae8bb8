import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { brandTypeface, fontAssetBase } from '../../shared/brand-fonts.ts'
import { brandsDir, checkBrand, formatProblem } from '../../shared/brands.ts'
import { appIcons, offlineMain, offlineStyle, pngIcons, pwaFiles, webManifest } from './pwa.ts'
import { offlineTexts } from './pwa-emit.ts'
import { rasterizeSvg } from './raster-icon.ts'
import { renderShell, themeCss } from './shell.ts'

/** In `npm run dev`, serves one brand: its config and theme in the page and its files. */
export function devBrandPlugin(id: string): Plugin {
  return {
    name: 'portal-dev-brand',
    apply: 'serve',
    transformIndexHtml(html) {
      const { brand, problems } = checkBrand(id)
      if (!brand) throw new Error(problems.map(formatProblem).join('\n'))
      const offline = offlineMain(brand, offlineTexts(brand, brandsDir()))
      return renderShell(html, brand, { csp: false, offline })
    },
    configureServer(server) {
      // The typeface's files under the names theme.css gives them (brands:emit copies them).
      server.middlewares.use(fontAssetBase, (req, res, next) => {
        const { brand } = checkBrand(id)
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0]
        const face = brand && brandTypeface(brand)?.faces.find((f) => f.fileName === name)
        if (!face) return next()
        res.setHeader('Content-Type', 'font/woff2')
        return res.end(readFileSync(face.source))
      })
      server.middlewares.use(`/brands/${id}/`, (req, res, next) => {
        const { brand } = checkBrand(id)
        const file = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? ''
        if (!brand) return next()
        if (file === 'theme.css') {
          res.setHeader('Content-Type', 'text/css')
          return res.end(themeCss(brand))
        }
        // The style of a start that fails (the shell holds its content).
        if (file === pwaFiles.offlineStyle) {
          res.setHeader('Content-Type', 'text/css')
          return res.end(offlineStyle)
        }
        // The manifest and its icons, as brands:emit writes them (no service worker in dev).
        if (file === pwaFiles.manifest) {
          res.setHeader('Content-Type', 'application/manifest+json')
          return res.end(JSON.stringify(webManifest(brand)))
        }
        const png = pngIcons.find((icon) => icon.file === file)
        if (file === pwaFiles.icon || file === pwaFiles.maskableIcon || png) {
          const favicon = brand.theme.favicon
          const bytes = readFileSync(join(brandsDir(), id, favicon))
          const icons = appIcons(brand, { file: favicon, bytes })
          if (png) {
            res.setHeader('Content-Type', 'image/png')
            return res.end(rasterizeSvg(icons[png.from], png.size))
          }
          res.setHeader('Content-Type', 'image/svg+xml')
          return res.end(file === pwaFiles.icon ? icons.any : icons.maskable)
        }
        if (!/^[a-z0-9][a-z0-9._-]*$/.test(file)) return next()
        try {
          const body = readFileSync(join(brandsDir(), id, file))
          if (file.endsWith('.svg')) res.setHeader('Content-Type', 'image/svg+xml')
          return res.end(body)
        } catch {
          return next()
        }
      })
    },
  }
}
