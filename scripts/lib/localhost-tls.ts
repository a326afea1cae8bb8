import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The self-signed certificate for localhost and *.localhost that tests and benchmarks serve with. */
export const localhostTls = () => {
  const dir = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'tls')
  return {
    cert: readFileSync(join(dir, 'localhost.crt')),
    key: readFileSync(join(dir, 'localhost.key')),
  }
}
