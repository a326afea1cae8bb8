import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { Clock } from '../../server/platform/clock'

/**
 * A clock over a database that records the offsets written into platform_now(), and whose
 * platform_now() is `storedMs` from now() when the clock starts.
 */
function clockWithDb(storedMs = 0) {
  const written: number[] = []
  const announced: number[] = []
  const clock = new Clock({
    query: async <T>(sql: string): Promise<T[]> => {
      if (sql.startsWith('SELECT extract')) return [{ ms: String(storedMs) } as T]
      // Each move is announced to the other instances, once (server/platform/index.ts).
      if (sql === "SELECT pg_notify('portal_control', 'clock')") {
        announced.push(written.at(-1)!)
        return []
      }
      const time = /AS \$\$ SELECT now\(\)(?: \+ (-?\d+) \* interval '1 millisecond')? \$\$$/.exec(
        sql,
      )
      expect(time).not.toBeNull()
      written.push(Number(time![1] ?? 0))
      return []
    },
  })
  return { clock, written, announced }
}

describe('the platform clock', () => {
  it('starts real, rewriting the database only when a suite left it moved', async () => {
    const real = clockWithDb(0)
    await real.clock.resetIfMoved()
    expect(real.written).toEqual([])
    const moved = clockWithDb(86_400_000)
    await moved.clock.resetIfMoved()
    expect(moved.written).toEqual([0])
    expect(moved.clock.offset).toBe(0)
  })

  it('is the real time until moved, and real again after a reset', async () => {
    const { clock, written, announced } = clockWithDb()
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(50)
    await clock.set(new Date('2030-01-01T10:00:00Z'))
    expect(Math.abs(clock.now().getTime() - Date.parse('2030-01-01T10:00:00Z'))).toBeLessThan(50)
    await clock.advance(3_600_000)
    expect(Math.abs(clock.now().getTime() - Date.parse('2030-01-01T11:00:00Z'))).toBeLessThan(50)
    await clock.reset()
    expect(clock.offset).toBe(0)
    expect(written).toHaveLength(3)
    expect(written[1]).toBe(written[0]! + 3_600_000)
    expect(written[2]).toBe(0)
    expect(announced).toEqual(written)
  })

  it('runs on from where it was put', async () => {
    const { clock } = clockWithDb()
    await clock.set(new Date('2030-01-01T10:00:00Z'))
    const first = clock.now().getTime()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(clock.now().getTime()).toBeGreaterThan(first)
  })

  it('keeps its own move when a read of the database begun before it answers after it', async () => {
    // The database answers reads of the offset when the test says (another instance moved the
    // clock a day, then this one resets it while this instance's read of that day is on its way).
    const answers: ((ms: number) => void)[] = []
    const clock = new Clock({
      query: <T>(sql: string): Promise<T[]> =>
        sql.startsWith('SELECT extract')
          ? new Promise((resolve) => answers.push((ms) => resolve([{ ms: String(ms) } as T])))
          : Promise.resolve([]),
    })
    const stale = clock.sync()
    await clock.reset()
    answers.shift()!(86_400_000)
    await stale
    expect(clock.offset).toBe(0)

    // Two announcements read one after another: the second read is sent after the first answered,
    // so the later state is the one kept.
    const first = clock.sync()
    const second = clock.sync()
    await vi.waitFor(() => expect(answers).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(answers).toHaveLength(1)
    answers.shift()!(60_000)
    await first
    await vi.waitFor(() => expect(answers).toHaveLength(1))
    answers.shift()!(120_000)
    await second
    expect(clock.offset).toBe(120_000)
  })

  it('only advances, at most a century from the real time, and keeps its time when refused', async () => {
    const { clock, written } = clockWithDb()
    await expect(clock.advance(-1)).rejects.toThrow(RangeError)
    await expect(clock.advance(Number.NaN)).rejects.toThrow(RangeError)
    await expect(clock.set(new Date('2200-01-01T00:00:00Z'))).rejects.toThrow(RangeError)
    await expect(clock.set(new Date('nonsense'))).rejects.toThrow(RangeError)
    expect(written).toEqual([])
    expect(clock.offset).toBe(0)
  })
})

const server = join(import.meta.dirname, '..', '..', 'server')

/** Every TypeScript file of the platform, by its path under server/. */
function platformSources(dir = join(server, 'platform')): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return platformSources(path)
    if (!entry.name.endsWith('.ts')) return []
    return [[relative(server, path), readFileSync(path, 'utf8')]]
  })
}

/**
 * The files that may read the real time, and why: the clock itself, timing no test waits for, and
 * the seeds, which run when the platform starts or resets (the clock real then). A domain module's
 * seed function (handlers/*.ts) is not counted either.
 */
const realTimeReaders: Record<string, string> = {
  'platform/clock.ts': 'the clock',
  'platform/captcha.ts': 'a challenge lasts a few minutes of real time',
  'platform/sealed.ts': "a sealed request carries the client's real time",
  'platform/totp.ts': "an authenticator app's codes follow the real time",
  'platform/console/operators.ts':
    "an operator's authenticator code is checked against the real time",
  'platform/accounts.ts': 'the session cache keeps a row a few seconds',
  'platform/control.ts': 'a made-up username is unique by the real time',
  'platform/content/publish.ts': 'the seed notices, dated when seeded',
  'platform/handlers/live.ts': "a live stream's heartbeat is a real interval on its connection",
  'platform/integrations/signing.ts':
    "a signed request between the platform and an outside service is fresh by the real time of both sides, not the platform's business clock",
}
const isSeed = (path: string) => path.endsWith('/seed.ts')
const withoutSeedFunctions = (source: string) =>
  source.replace(/\n(export )?async function seed\w*\([\s\S]*?\n}\n/g, '\n')

describe('time reads on the platform', () => {
  const sources = platformSources()

  it('read the SQL time as platform_now(), never now()', () => {
    const bare = sources
      .filter(([path]) => path !== 'platform/clock.ts' && path !== 'platform/db.ts')
      .filter(([, source]) => /(?<![\w.])now\(\)/.test(source))
      .map(([path]) => path)
    expect(bare).toEqual([])
  })

  it('read the JavaScript time from the clock, outside the files that say why not', () => {
    const real = sources
      .filter(([path]) => !(path in realTimeReaders) && !isSeed(path))
      .filter(([, source]) =>
        /Date\.now\(\)|new Date\(\)|DateTime\.(now|utc|local)\(\)/.test(
          withoutSeedFunctions(source),
        ),
      )
      .map(([path]) => path)
    expect(real).toEqual([])
  })

  it('stamp every column that defaulted to now() with platform_now()', () => {
    const migrations = join(server, 'migrations')
    const real = new Set<string>()
    for (const file of readdirSync(migrations).sort()) {
      let table = ''
      for (const line of readFileSync(join(migrations, file), 'utf8').split('\n')) {
        table = /CREATE TABLE (?:IF NOT EXISTS )?(\w+)/.exec(line)?.[1] ?? table
        const added = /ALTER TABLE (\w+) ADD COLUMN (?:IF NOT EXISTS )?(\w+)/.exec(line)
        const column = added ? `${added[1]}.${added[2]}` : `${table}.${/^\s*(\w+)/.exec(line)?.[1]}`
        if (/DEFAULT now\(\)/i.test(line)) real.add(column)
        const moved = /ALTER TABLE (\w+) ALTER COLUMN (\w+) SET DEFAULT platform_now\(\)/.exec(line)
        if (moved) real.delete(`${moved[1]}.${moved[2]}`)
      }
    }
    expect([...real]).toEqual([])
  })
})
