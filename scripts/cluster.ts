import { execFileSync } from 'node:child_process'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPsp } from '../server/psp/main.ts'
import { startDemoProvider } from '../server/provider/start.ts'
import { distDir } from '../shared/brands.ts'
import {
  isPortFree,
  startChild,
  stopChild,
  waitForHttp,
  type Child,
  type ClusterLog,
} from './lib/cluster/children.ts'
import { haproxyConfig, readServerStats } from './lib/cluster/haproxy.ts'
import { preparePostgres, waitForPostgres } from './lib/cluster/postgres.ts'

/**
 * `npm run cluster`: PostgreSQL, three platform instances, one demo PSP and one demo game provider,
 * and HAProxy in front, all on loopback, as a deployment runs them (issue 44). Tests start the same
 * with startCluster().
 */

/** Where the instances start (server/main.ts reads brands/ and .data/ from its working folder). */
const repoRoot = join(import.meta.dirname, '..')

/** The path HAProxy checks each instance on: 200 keeps it in rotation. */
const healthPath = '/readyz'

export interface ClusterOptions {
  /** Platform instances, named a, b, c, … (3). */
  instances?: number
  /**
   * HAProxy's port (CLUSTER_PORT, 8080). The cluster takes the ports after it: +1 HAProxy's stats,
   * +2 PostgreSQL, +3 the demo PSP, +4 the demo game provider, +5… the instances.
   */
  port?: number
  /** The build the instances serve (DIST_DIR, else dist/). */
  dist?: string
  /** A PostgreSQL database to use as it is, instead of a throwaway server of the run's own. */
  databaseUrl?: string
  /** More environment for the instances (PLATFORM_CONTROL_SECRET for the journeys). */
  env?: Record<string, string>
  /** The processes' lines (default: stdout, each prefixed with its process's name). */
  log?: ClusterLog
  /** PostgreSQL or HAProxy ended by itself: the cluster cannot serve any more. */
  onFailure?: (error: Error) => void
}

export interface ClusterInstance {
  id: string
  url: string
  port: number
  pid: number
  /** Whether it runs (false once it has exited, killed or not). */
  isRunning(): boolean
  /** Sends it a signal (SIGKILL: it dies as a crashed process does). */
  kill(signal?: NodeJS.Signals): void
}

export interface Cluster {
  /** HAProxy, as players reach it; a brand by its host: http://jade.localhost:<port>. */
  url: string
  port: number
  /** HAProxy's stats page; its CSV at `${statsUrl}/;csv`. */
  statsUrl: string
  databaseUrl: string
  pspUrl: string
  providerUrl: string
  instances: ClusterInstance[]
  /** Each instance's state and request count as HAProxy sees them. */
  stats: () => ReturnType<typeof readServerStats>
  /** Stops everything and removes the run's temporary folder. */
  stop: () => Promise<void>
}

/** A request log line of an instance answering HAProxy's check with 200. */
const isPassedCheck = (line: string) =>
  line.includes(`"path":"${healthPath}"`) && line.includes('"status":200')

// HAProxy checks each instance every second: three lines a second that say nothing while they pass
// (a failing check is printed, and HAProxy itself says when an instance goes down or up).
const printLine: ClusterLog = (source, line) => {
  if (!isPassedCheck(line)) process.stdout.write(`[${source}] ${line}\n`)
}

/** Debian puts HAProxy in /usr/sbin, which a user's PATH may lack. */
const haproxyBin = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy'

/** Checks, before anything starts, what a start needs; throws naming what is missing. */
async function checkPrerequisites(dist: string, ports: Record<string, number>) {
  if (!existsSync(join(dist, 'brands', 'manifest.json')))
    throw new Error(`no build in ${dist}: run npm run build first (or point DIST_DIR at one)`)
  try {
    execFileSync(haproxyBin, ['-v'], { stdio: 'ignore' })
  } catch {
    throw new Error('no haproxy on the PATH: apt-get install haproxy')
  }
  for (const [what, port] of Object.entries(ports))
    if (!(await isPortFree(port)))
      throw new Error(`port ${port} (${what}) is in use: CLUSTER_PORT moves the cluster's ports`)
}

/**
 * The secrets every instance must share (a login sealed with one instance's public key is opened
 * by another; a phone token signed by one is checked by another), made fresh for the run.
 */
function sharedSecrets(dir: string) {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  })
  const keyFile = join(dir, 'sealed-key.pem')
  writeFileSync(keyFile, privateKey, { mode: 0o600 })
  return {
    SEALED_KEY_FILE: keyFile,
    PHONE_TOKEN_SECRET: randomBytes(32).toString('hex'),
  }
}

const hasIpv6Loopback = () =>
  Object.values(networkInterfaces()).some((addresses) =>
    addresses?.some((address) => address.family === 'IPv6' && address.address === '::1'),
  )

/** Starts the cluster; on any failure stops what had started, removes its folder and throws. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const port = options.port ?? 8080
  const dist = options.dist ?? distDir()
  const count = options.instances ?? 3
  const log = options.log ?? printLine
  const ids = Array.from({ length: count }, (_, index) => String.fromCharCode(97 + index))
  const ports = {
    HAProxy: port,
    'HAProxy stats': port + 1,
    ...(options.databaseUrl ? {} : { PostgreSQL: port + 2 }),
    'demo PSP': port + 3,
    'demo game provider': port + 4,
    ...Object.fromEntries(ids.map((id, index) => [`instance ${id}`, port + 5 + index])),
  }
  await checkPrerequisites(dist, ports)

  const dir = mkdtempSync(join(tmpdir(), 'portal-cluster-'))
  const run = new Run(dir, log, options.onFailure)
  try {
    return await run.start({ port, dist, ids, options })
  } catch (error) {
    await run.stop()
    throw error
  }
}

/** The processes and servers of one cluster, in the order they stop. */
class Run {
  private stopping = false
  private readonly children: Child[] = []
  private readonly servers: { close: () => Promise<void> }[] = []

  constructor(
    private readonly dir: string,
    private readonly log: ClusterLog,
    private readonly onFailure?: (error: Error) => void,
  ) {}

  /** Starts a process; its end before stop() is reported (`essential`: as a failure). */
  private spawn(
    name: string,
    command: string,
    args: string[],
    extra: { env?: NodeJS.ProcessEnv; uid?: number; gid?: number; essential: boolean },
  ) {
    const child = startChild(name, command, args, {
      cwd: repoRoot,
      env: extra.env,
      uid: extra.uid,
      gid: extra.gid,
      log: this.log,
      onExit: (reason) => {
        if (this.stopping) return
        if (extra.essential) this.onFailure?.(new Error(`${name} ${reason}`))
        else this.log('cluster', `${name} ${reason}: HAProxy takes it out of rotation`)
      },
    })
    this.children.push(child)
    return child
  }

  async start(plan: { port: number; dist: string; ids: string[]; options: ClusterOptions }) {
    const { port, dist, ids, options } = plan
    const url = `http://127.0.0.1:${port}`
    const databaseUrl = options.databaseUrl ?? (await this.startPostgres(port + 2))
    const services = await this.startServices(url, port + 3, port + 4)
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DIST_DIR: dist,
      TRUST_PROXY: '127.0.0.1',
      ...sharedSecrets(this.dir),
      ...services.env,
      ...options.env,
    }
    delete env.DATA_DIR
    const instances = await this.startInstances(ids, port + 5, env)
    const statsUrl = await this.startHaproxy(port, port + 1, instances)
    return {
      url,
      port,
      statsUrl,
      databaseUrl,
      pspUrl: services.pspUrl,
      providerUrl: services.providerUrl,
      instances,
      stats: () => readServerStats(statsUrl),
      stop: () => this.stop(),
    }
  }

  private async startPostgres(port: number) {
    const server = preparePostgres(join(this.dir, 'postgres'), port)
    this.spawn('postgres', server.command, server.args, { ...server.user, essential: true })
    await waitForPostgres(server.url)
    return server.url
  }

  /** One demo PSP and one demo game provider for every instance, calling back through HAProxy. */
  private async startServices(platformUrl: string, pspPort: number, providerPort: number) {
    const pspSecret = randomBytes(32).toString('hex')
    const psp = await startPsp({ port: pspPort, platformUrl, secret: pspSecret })
    this.servers.push({
      close: () =>
        new Promise<void>((resolve) => {
          psp.server.close(() => resolve())
          if ('closeAllConnections' in psp.server) psp.server.closeAllConnections()
        }),
    })
    const provider = await startDemoProvider({ port: providerPort, platformUrl })
    this.servers.push(provider)
    return {
      pspUrl: psp.url,
      providerUrl: provider.url,
      env: {
        DEMO_PSP_URL: psp.url,
        DEMO_PSP_SECRET: pspSecret,
        DEMO_PROVIDER_URL: provider.url,
        DEMO_PROVIDER_SECRET: provider.secret,
      },
    }
  }

  /**
   * Every instance at once, as a deployment's rolling start may: on a fresh database they migrate
   * and seed under PostgreSQL's advisory lock (server/platform/db.ts), one after another.
   */
  private async startInstances(ids: string[], firstPort: number, env: NodeJS.ProcessEnv) {
    const start = async (id: string, index: number): Promise<ClusterInstance> => {
      const port = firstPort + index
      const child = this.spawn(id, process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...env, PORT: String(port), INSTANCE_ID: id },
        essential: false,
      })
      const url = `http://127.0.0.1:${port}`
      await waitForHttp(`${url}${healthPath}`, child, `instance ${id}`)
      const running = () => child.process.exitCode === null && child.process.signalCode === null
      return {
        id,
        url,
        port,
        pid: child.process.pid ?? 0,
        isRunning: running,
        kill: (signal = 'SIGTERM') => void (running() && child.process.kill(signal)),
      }
    }
    return Promise.all(ids.map((id, index) => start(id, index)))
  }

  private async startHaproxy(port: number, statsPort: number, instances: ClusterInstance[]) {
    const configFile = join(this.dir, 'haproxy.cfg')
    const backends = instances.map(({ id, port }) => ({ id, port }))
    writeFileSync(
      configFile,
      haproxyConfig({ port, statsPort, backends, healthPath, ipv6: hasIpv6Loopback() }),
    )
    // -db: in the foreground, a child whose end the cluster sees.
    const haproxy = this.spawn('haproxy', haproxyBin, ['-db', '-f', configFile], {
      essential: true,
    })
    const statsUrl = `http://127.0.0.1:${statsPort}`
    await waitForHttp(statsUrl, haproxy, 'HAProxy', 10_000)
    // Ready once its first checks have put every instance in rotation.
    const deadline = Date.now() + 10_000
    while ((await readServerStats(statsUrl)).some((server) => !server.status.startsWith('UP'))) {
      if (Date.now() > deadline) throw new Error('HAProxy did not see every instance up in 10 s')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    return statsUrl
  }

  /**
   * HAProxy first (no new requests), then the instances (they close their pools), the demo
   * services, PostgreSQL last; then the folder (the key file, the database) is removed.
   */
  async stop() {
    if (this.stopping) return
    this.stopping = true
    const byName = (name: string) => this.children.filter((child) => child.name === name)
    const instances = this.children.filter((child) => !['haproxy', 'postgres'].includes(child.name))
    await Promise.all(byName('haproxy').map((child) => stopChild(child)))
    await Promise.all(instances.map((child) => stopChild(child)))
    await Promise.all(this.servers.map((server) => server.close()))
    // SIGINT: PostgreSQL's fast shutdown (ends sessions, no waiting for clients).
    await Promise.all(byName('postgres').map((child) => stopChild(child, 'SIGINT')))
    rmSync(this.dir, { recursive: true, force: true })
  }
}

/** A database URL fit to print: its password, if any, masked. */
function withoutPassword(databaseUrl: string) {
  const url = new URL(databaseUrl)
  if (url.password) url.password = '***'
  return url.toString()
}

/** Prints where everything answers. */
function printUrls(cluster: Cluster, brandIds: string[]) {
  const lines = [
    `Cluster on ${cluster.url} (HAProxy, roundrobin over ${cluster.instances.length} instances)`,
    ...brandIds.map((id) => `  ${id}: http://${id}.localhost:${cluster.port}`),
    `  HAProxy stats: ${cluster.statsUrl} (CSV: ${cluster.statsUrl}/;csv)`,
    ...cluster.instances.map(
      (instance) => `  instance ${instance.id}: ${instance.url} (pid ${instance.pid})`,
    ),
    `  PostgreSQL: ${withoutPassword(cluster.databaseUrl)}`,
    `  demo PSP: ${cluster.pspUrl}`,
    `  demo game provider: ${cluster.providerUrl}`,
    'Ctrl-C stops everything.',
  ]
  console.log(lines.join('\n'))
}

if (process.argv[1] === import.meta.filename) {
  const { loadBrands } = await import('../shared/brands.ts')
  let cluster: Cluster | undefined
  const stopAndExit = (code: number) =>
    void (cluster?.stop() ?? Promise.resolve()).finally(() => process.exit(code))
  try {
    cluster = await startCluster({
      port: Number(process.env.CLUSTER_PORT ?? 8080),
      databaseUrl: process.env.DATABASE_URL || undefined,
      // PostgreSQL or HAProxy gone: nothing can be served, so everything stops. An instance gone
      // is only reported: HAProxy serves from the others, as it would in a deployment.
      // While it starts, startCluster itself fails and stops what it had started.
      onFailure: (error) => {
        console.error(`cluster: ${error.message}; stopping everything`)
        if (cluster) stopAndExit(1)
      },
    })
  } catch (error) {
    console.error(`cluster: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
  printUrls(
    cluster,
    loadBrands().brands.map((brand) => brand.id),
  )
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stopAndExit(0))
}
