import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The folder of the benchmark figures. */
export const resultsDir = () => join(process.cwd(), 'bench', 'results')

/** Writes bench/results/<name>.json. */
export function writeResults(name: string, results: unknown) {
  mkdirSync(resultsDir(), { recursive: true })
  writeFileSync(join(resultsDir(), `${name}.json`), `${JSON.stringify(results, null, 2)}\n`)
  console.log(`wrote bench/results/${name}.json`)
}

/** Reads bench/results/<name>.json, or undefined when that benchmark has not run. */
export function readResults<T>(name: string): T | undefined {
  const file = join(resultsDir(), `${name}.json`)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined
}
