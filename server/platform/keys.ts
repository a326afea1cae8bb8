import { createPrivateKey, randomBytes, type KeyObject } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { generateSealedKey, type SealedKeys } from './sealed'

/** The keys every instance behind one balancer must hold alike (docs/operations.md). */
export interface PlatformKeys {
  /** Opens sealed payloads (auth.login's password…); the current key is served. */
  sealed: SealedKeys
  /** Signs the demo phone-auth provider's ID tokens. */
  phoneToken: Buffer
}

/** The shortest PHONE_TOKEN_SECRET taken: 32 characters (openssl rand -base64 32 gives 44). */
const minSecretLength = 32

/**
 * The keys from the environment: SEALED_KEY_FILE (a PKCS#8 PEM RSA private key),
 * SEALED_PREVIOUS_KEY_FILE (optional: the key it replaced, still accepted until the variable is
 * removed) and PHONE_TOKEN_SECRET. In production a missing one stops the start, naming it; in
 * development it is generated, and kept in `devDir` when there is one (.data/ beside an on-disk
 * database) so that a restart and a second instance on the same machine share it.
 */
export function keysFromEnv(
  env: NodeJS.ProcessEnv,
  options: { production: boolean; devDir?: string },
): PlatformKeys {
  const problems: string[] = []
  const readKey = (name: string): KeyObject | undefined => {
    const file = env[name]
    if (!file) return undefined
    try {
      const key = createPrivateKey(readFileSync(file, 'utf8'))
      const bits = key.asymmetricKeyDetails?.modulusLength ?? 0
      if (key.asymmetricKeyType === 'rsa' && bits >= 2048) return key
      problems.push(`${name} (${file}) is not an RSA key of at least 2048 bits`)
    } catch (error) {
      problems.push(`${name} (${file}) is not a readable PEM private key: ${String(error)}`)
    }
    return undefined
  }
  const current = readKey('SEALED_KEY_FILE')
  const previous = readKey('SEALED_PREVIOUS_KEY_FILE')
  const secret = env.PHONE_TOKEN_SECRET
  if (secret !== undefined && secret.length < minSecretLength)
    problems.push(`PHONE_TOKEN_SECRET must be at least ${minSecretLength} characters`)
  if (options.production) {
    if (!env.SEALED_KEY_FILE)
      problems.push(
        'SEALED_KEY_FILE is not set: every instance needs the same sealed-payload key ' +
          '(openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out sealed-key.pem)',
      )
    if (secret === undefined)
      problems.push(
        'PHONE_TOKEN_SECRET is not set: every instance needs the same secret (openssl rand -base64 32)',
      )
  }
  if (problems.length)
    throw new Error(`The platform's keys are not configured:\n  - ${problems.join('\n  - ')}`)
  return {
    sealed: { current: current ?? developmentKey(options.devDir), previous },
    phoneToken: secret ? Buffer.from(secret, 'utf8') : developmentSecret(options.devDir),
  }
}

/**
 * A file in `dir` made once with `make` and read after, or a value made now without a dir. It is
 * written whole beside and linked in place, and the first link wins: two instances starting
 * together read the same, complete file.
 */
function keptInDevelopment(dir: string | undefined, name: string, make: () => string) {
  if (!dir) return make()
  const file = join(dir, name)
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true })
    const draft = `${file}.${process.pid}.tmp`
    writeFileSync(draft, make(), { mode: 0o600 })
    try {
      linkSync(draft, file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    } finally {
      unlinkSync(draft)
    }
  }
  return readFileSync(file, 'utf8')
}

const developmentKey = (dir: string | undefined) =>
  createPrivateKey(
    keptInDevelopment(dir, 'sealed-key.pem', () =>
      generateSealedKey().export({ type: 'pkcs8', format: 'pem' }).toString(),
    ),
  )

const developmentSecret = (dir: string | undefined) =>
  Buffer.from(
    keptInDevelopment(dir, 'phone-token-secret', () => randomBytes(32).toString('base64')).trim(),
    'utf8',
  )
