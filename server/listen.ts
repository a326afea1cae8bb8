import { readFileSync } from 'node:fs'
import { createSecureServer } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'

/** A certificate and its private key, PEM. */
export interface Tls {
  cert: string | Buffer
  key: string | Buffer
}

/**
 * The certificate named by TLS_CERT_FILE and TLS_KEY_FILE, or none when neither is set. One without
 * the other is a mistake in the deployment: it stops the start rather than serving plain HTTP.
 */
export function tlsFromEnv(env: NodeJS.ProcessEnv = process.env): Tls | undefined {
  const certFile = env.TLS_CERT_FILE
  const keyFile = env.TLS_KEY_FILE
  if (!certFile && !keyFile) return undefined
  if (!certFile || !keyFile) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together')
  return { cert: readFileSync(certFile), key: readFileSync(keyFile) }
}

/**
 * Serves `fetch` on `port`: over plain HTTP/1.1, or with a certificate over TLS, where browsers
 * speak HTTP/2 (every request of a page on one connection, none waiting for one of HTTP/1.1's six)
 * and older clients HTTP/1.1. Resolves once listening, with the port.
 */
export async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  options: { port: number; hostname?: string; tls?: Tls },
): Promise<{ server: ServerType; port: number }> {
  const { port, hostname, tls } = options
  const server = tls
    ? serve({
        fetch,
        port,
        hostname,
        createServer: createSecureServer,
        serverOptions: { cert: tls.cert, key: tls.key, allowHTTP1: true },
      })
    : serve({ fetch, port, hostname })
  await new Promise((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  return { server, port: (server.address() as AddressInfo).port }
}
