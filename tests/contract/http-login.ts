import { seal } from '../../src/api/seal'

/**
 * Signs a seeded LUCKY01 account in to a platform process over plain HTTP, as the app does: the
 * public key, a slider answered through the test control API (the process runs with that secret),
 * the sealed login. For the suites that start the real server as a child process; answers the token.
 */
export async function signInOverHttp(origin: string, username: string, controlSecret: string) {
  const base = `${origin}/api`
  const headers = { 'content-type': 'application/json', merchant: 'LUCKY01' }
  const read = async <T>(response: Promise<Response>) =>
    ((await (await response).json()) as { value: T }).value
  const key = await read<{ keyId: string; publicKey: string }>(fetch(`${base}/auth/public-key`))
  const { sliderId } = await read<{ sliderId: string }>(fetch(`${base}/auth/slider`))
  const { x: sliderX } = await read<{ x: number }>(
    fetch(`${origin}/__control/captchas/${sliderId}`, {
      headers: { 'x-control-secret': controlSecret },
    }),
  )
  const body = JSON.stringify(
    await seal({ username, password: 'Demo1234', type: 'username', sliderId, sliderX }, key),
  )
  const { token } = await read<{ token: string }>(
    fetch(`${base}/auth/login`, { method: 'POST', headers, body }),
  )
  return token
}
