import type { Brand } from '@/config/brand.types'

let current: Brand | undefined

/** Sets the brand once at boot. */
export function setBrand(brand: Brand) {
  current = brand
}

/** The brand this page was built for; boot sets it before anything renders. */
export function getBrand(): Brand {
  if (!current) throw new Error('the brand is read before boot set it')
  return current
}
