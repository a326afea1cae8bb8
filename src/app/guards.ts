import type { Brand } from '@/config/brand.types'
import type { Guard } from '@/config/tables'

/** True when entering a route with this guard needs a session token for this brand. */
export function requiresSession(guard: Guard, brand: Pick<Brand, 'loginedToHomePage'>): boolean {
  return guard === 'session' || (guard === 'brand' && brand.loginedToHomePage)
}
