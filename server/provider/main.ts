import { startDemoProvider } from './start'

// The demo game provider alone: PORT, PLATFORM_URL (the platform's base URL) and PROVIDER_SECRET
// (the secret the platform has as DEMO_PROVIDER_SECRET, with DEMO_PROVIDER_URL naming this one).
const platformUrl = process.env.PLATFORM_URL
const secret = process.env.PROVIDER_SECRET
if (!platformUrl || !secret) {
  console.error('PLATFORM_URL and PROVIDER_SECRET are required')
  process.exit(1)
}
const provider = await startDemoProvider({
  platformUrl: platformUrl.replace(/\/$/, ''),
  secret,
  port: Number(process.env.PORT ?? 9700),
  publicUrl: process.env.PROVIDER_PUBLIC_URL,
})
console.log(`Demo game provider on ${provider.url}, wallet at ${platformUrl}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void provider.close().finally(() => process.exit(0)))
