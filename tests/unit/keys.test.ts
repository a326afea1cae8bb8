import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { keysFromEnv } from '../../server/platform/keys'
import { generateSealedKey, sealedKeyId } from '../../server/platform/sealed'

const dir = mkdtempSync(join(tmpdir(), 'portal-keys-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const pemFile = (name: string) => {
  const file = join(dir, name)
  writeFileSync(file, generateSealedKey().export({ type: 'pkcs8', format: 'pem' }))
  return file
}
const secret = 'x'.repeat(32)

describe('the platform keys from the environment', () => {
  it('refuses to start in production without them, naming each', () => {
    expect(() => keysFromEnv({}, { production: true })).toThrow(
      /SEALED_KEY_FILE is not set[\s\S]*PHONE_TOKEN_SECRET is not set/,
    )
    expect(() =>
      keysFromEnv(
        { SEALED_KEY_FILE: join(dir, 'missing.pem'), PHONE_TOKEN_SECRET: 'short' },
        { production: true },
      ),
    ).toThrow(/SEALED_KEY_FILE .* is not a readable PEM[\s\S]*at least 32 characters/)
  })

  it('reads the key files: every instance given the same file serves the same key id', () => {
    const current = pemFile('current.pem')
    const previous = pemFile('previous.pem')
    const env = {
      SEALED_KEY_FILE: current,
      SEALED_PREVIOUS_KEY_FILE: previous,
      PHONE_TOKEN_SECRET: secret,
    }
    const one = keysFromEnv(env, { production: true })
    const two = keysFromEnv(env, { production: true })
    expect(sealedKeyId(one.sealed.current)).toBe(sealedKeyId(two.sealed.current))
    expect(sealedKeyId(one.sealed.previous!)).not.toBe(sealedKeyId(one.sealed.current))
    expect(one.phoneToken.toString()).toBe(secret)
  })

  it('generates them in development, kept in the data folder so a second start shares them', () => {
    const kept = join(dir, 'data')
    const first = keysFromEnv({}, { production: false, devDir: kept })
    const second = keysFromEnv({}, { production: false, devDir: kept })
    expect(sealedKeyId(second.sealed.current)).toBe(sealedKeyId(first.sealed.current))
    expect(second.phoneToken.equals(first.phoneToken)).toBe(true)
    expect(readFileSync(join(kept, 'sealed-key.pem'), 'utf8')).toContain('BEGIN PRIVATE KEY')
    // Without a folder (DATA_DIR=memory), each process draws its own.
    const apart = keysFromEnv({}, { production: false })
    expect(sealedKeyId(apart.sealed.current)).not.toBe(sealedKeyId(first.sealed.current))
  })
})
