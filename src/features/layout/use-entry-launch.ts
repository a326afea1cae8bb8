import type { MouseEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { allVendorsQueryOptions } from '@/api/games/get-vendors'
import type { MenuEntry } from '@/config/tables'
import { getBrand } from '@/state/brand.store'
import { passLoginCheck } from '@/state/login-check'
import { headerVendors } from './lib/vendors'

/**
 * The click of a header entry that starts a game (spec §2.6): the login check first (a visitor
 * gets the login modal, a trial account the real-account dialog, and the link is not followed);
 * cockfighting then opens its vendor's game in the frame (its link), and the lottery entry the
 * first vendor's game (its screen with that vendor). Route entries just follow their link.
 */
export function useEntryLaunch() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return (entry: MenuEntry, event: MouseEvent) => {
    if (!('launch' in entry.target)) return
    if (!passLoginCheck()) return event.preventDefault()
    if (entry.target.launch !== 'firstVendorGame') return
    event.preventDefault()
    void queryClient
      .fetchQuery(allVendorsQueryOptions(getBrand().merchantCode))
      .then((data) => headerVendors(data.categories, entry.gameTypes ?? [], 1)[0]?.vassalage)
      // Without the vendors the lottery lobby opens instead.
      .catch(() => undefined)
      .then((vendor) => navigate({ to: '/lottery', search: vendor ? { vendor } : {} }))
      .catch(() => undefined)
  }
}
