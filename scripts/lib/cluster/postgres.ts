import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'

/**
 * The binaries of the newest PostgreSQL the Debian packages installed (/usr/lib/postgresql/<major>/
 * bin: initdb and postgres are not on the PATH there), or PG_BIN.
 */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (!majors.length)
    throw new Error('no PostgreSQL in /usr/lib/postgresql: apt-get install postgresql (or PG_BIN)')
  return join(root, majors[0]!, 'bin')
}

/**
 * PostgreSQL refuses to run as root: as root (a CI machine, a container), the server runs as the
 * `postgres` user the Debian package created, and its folder is that user's.
 */
function serverUser(dir: string): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }))
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }))
  chownSync(dir, uid, gid)
  return { uid, gid }
}

/**
 * A throwaway cluster's folder in `dir` (initdb, trust authentication: it listens on 127.0.0.1
 * alone and lives as long as the run), and the command that serves it on `port`. Durability is
 * off: nothing in it outlives the run.
 */
export function preparePostgres(dir: string, port: number) {
  const bin = postgresBin()
  mkdirSync(dir, { mode: 0o700 })
  // The parent (the run's temporary folder) must let the postgres user through to its own folder.
  chmodSync(join(dir, '..'), 0o711)
  const user = serverUser(dir)
  execFileSync(
    join(bin, 'initdb'),
    ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C'],
    { stdio: 'pipe', ...user },
  )
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
  }
  const args = ['-D', dir, '-p', String(port)]
  for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`)
  return {
    command: join(bin, 'postgres'),
    args,
    user,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
  }
}

/** Resolves once the server at `url` answers a query; rejects after `timeoutMs`. */
export async function waitForPostgres(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 200))
      continue
    }
    await client.query('select 1').finally(() => client.end())
    return
  }
}
