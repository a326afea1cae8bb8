import { randomBytes } from 'node:crypto'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The name every seeded template database of this run starts with (tests/contract/platform.ts). */
    pgTemplatePrefix: string
  }
}

/**
 * The contract run's setup: names this run's seeded PostgreSQL templates, one per worker, and drops
 * them when the run ends (another run's, on the same server at once, keep their own prefix).
 */
export default function setup(project: TestProject) {
  const prefix = `portal_tpl_${randomBytes(4).toString('hex')}_`
  project.provide('pgTemplatePrefix', prefix)
  return async () => {
    // The contract project's own DATABASE_URL (vite.config.ts sets it from CONTRACT_DATABASE_URL).
    const admin = project.config.env.DATABASE_URL
    if (!admin) return
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: admin })
    await client.connect()
    try {
      const { rows } = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [prefix],
      )
      for (const { datname } of rows) await client.query(`DROP DATABASE ${datname} WITH (FORCE)`)
    } finally {
      await client.end()
    }
  }
}
