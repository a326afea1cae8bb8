import { useEffect } from 'react'
import './immersive.css'

/**
 * Marks the page immersive while the calling screen is mounted and `isOn` (html[data-immersive]):
 * on a phone the site header and navigation give the whole screen to it (a launched game). The
 * screen itself keeps a way out.
 */
export function useImmersive(isOn: boolean) {
  useEffect(() => {
    if (!isOn) return
    const root = document.documentElement
    root.dataset.immersive = ''
    return () => {
      delete root.dataset.immersive
    }
  }, [isOn])
}
