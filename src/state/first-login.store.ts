import { proxy, useSnapshot } from 'valtio'

/** Spec §4: a first-time login triggers the first-login action, a welcome pointing to the profile. */
export const firstLogin = proxy({ isPending: false })

export const useFirstLogin = () => useSnapshot(firstLogin)
