import { store, useSnapshot } from '@/lib/store'

/** Spec §4: a first-time login triggers the first-login action, a welcome pointing to the profile. */
export const firstLogin = store({ isPending: false })

export const useFirstLogin = () => useSnapshot(firstLogin)
