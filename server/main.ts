import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { Shells } from './shells'

const port = Number(process.env.PORT ?? 8080)
const dist = process.env.DIST_DIR ?? join(process.cwd(), 'dist')
const app = createApp({ dist })

serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Portal serving ${dist} on http://localhost:${info.port}`)
  for (const id of Object.keys(new Shells(dist).manifest.brands)) {
    console.log(`  ${id}: http://${id}.localhost:${info.port}`)
  }
})
