import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { onTestFinished } from 'vitest'

/** The repository root. */
export const root = join(import.meta.dirname, '..', '..')

/** A temporary copy of brands/ that a test may change freely, removed when the test ends. */
export function tempBrands(): string {
  const dir = mkdtempSync(join(tmpdir(), 'brands-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  cpSync(join(root, 'brands'), dir, { recursive: true })
  return dir
}

/** Runs an npm script's TypeScript entry with tsx; returns exit code and output (stderr too on success). */
export function runScript(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'tsx'),
    [join(root, 'scripts', script), ...args],
    {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  return { code: result.status ?? 1, stdout: result.stdout, stderr: result.stderr }
}
