import { useEffect, useState } from 'react'
import { pageSettled } from '@/lib/settled'

let settledNow = false

/**
 * Whether the page has settled (pageSettled): false while its first screen loads, true from then
 * on. Work that can wait for it (asking ahead for what is below the screen) stays out of the load.
 */
export function useSettled(): boolean {
  const [settled, setSettled] = useState(settledNow)
  useEffect(() => {
    if (settled) return
    let live = true
    void pageSettled().then(() => {
      settledNow = true
      if (live) setSettled(true)
    })
    return () => {
      live = false
    }
  }, [settled])
  return settled
}
