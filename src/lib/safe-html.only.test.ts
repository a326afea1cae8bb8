import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const src = join(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('one HTML policy', () => {
  it('has lib/safe-html as the only importer of DOMPurify', () => {
    const importers = sourceFiles(src)
      .filter((file) =>
        /from\s+['"]dompurify['"]|import\(\s*['"]dompurify['"]/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(src, file))
    expect(importers).toEqual(['lib/safe-html.ts'])
  })
})
