import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { createServer } from 'node:net'
import { createInterface } from 'node:readline'

/** Where the lines of the cluster's processes go: the process's name, the line. */
export type ClusterLog = (source: string, line: string) => void

/** A process of the cluster, with the name its lines and its exit are reported under. */
export interface Child {
  name: string
  process: ChildProcess
  /** Resolves when it has exited (at once if it has). */
  exited: Promise<void>
}

/**
 * Starts a process whose output goes to `log` line by line; `onExit` hears of its end with a
 * readable reason ("exited with code 1", "killed by SIGKILL").
 */
export function startChild(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions & { log: ClusterLog; onExit: (reason: string) => void },
): Child {
  const { log, onExit, ...spawnOptions } = options
  // A process group of its own: Ctrl-C in the terminal reaches the cluster alone, which stops its
  // processes in order (HAProxy, the instances, PostgreSQL last) rather than all at once.
  const child = spawn(command, args, {
    ...spawnOptions,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr])
    if (stream) createInterface({ input: stream }).on('line', (line) => log(name, line))
  const exited = new Promise<void>((resolve) => {
    child.once('error', (error) => {
      onExit(`could not start: ${error.message}`)
      resolve()
    })
    child.once('exit', (code, signal) => {
      onExit(signal ? `killed by ${signal}` : `exited with code ${code}`)
      resolve()
    })
  })
  return { name, process: child, exited }
}

/** Asks a process to stop with `signal`, and kills it if it has not stopped within `graceMs`. */
export async function stopChild(
  child: Child,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 10_000,
) {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return
  child.process.kill(signal)
  const timer = setTimeout(() => child.process.kill('SIGKILL'), graceMs)
  await child.exited
  clearTimeout(timer)
}

/**
 * Resolves once `url` answers 200; rejects when the process serving it has exited or `timeoutMs`
 * has passed, naming `what`.
 */
export async function waitForHttp(url: string, child: Child, what: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  let exited = false
  void child.exited.then(() => (exited = true))
  for (;;) {
    if (exited) throw new Error(`${what} stopped before it answered ${url}`)
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    if (Date.now() > deadline)
      throw new Error(`${what} did not answer ${url} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Whether nothing listens on 127.0.0.1:`port`. */
export const isPortFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
