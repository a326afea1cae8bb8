import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The build's files worth compressing ahead: text, and big enough for it to pay. */
const compressible = /\.(js|css|svg|json|webmanifest)$/
const minBytes = 1024

/** A file's Brotli (quality 11, the smallest) and gzip (level 9) encodings. */
export async function precompress(source: Uint8Array) {
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ])
  return { br, gz }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each built asset, which the server sends to a browser
 * that accepts them (server/app.ts): the hashed files never change, so they are compressed once,
 * at the smallest setting, instead of at every request. Brotli is about an eighth smaller than
 * gzip on the app's code, and browsers accept it over HTTPS.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'portal-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir
      if (!dir) return
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!compressible.test(file.fileName)) return
          // As written: what the server will send.
          const path = join(dir, file.fileName)
          const source = await readFile(path)
          if (source.length < minBytes) return
          const { br, gz } = await precompress(source)
          await Promise.all([
            br.length < source.length ? writeFile(`${path}.br`, br) : undefined,
            gz.length < source.length ? writeFile(`${path}.gz`, gz) : undefined,
          ])
        }),
      )
    },
  }
}
