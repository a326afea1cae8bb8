import { lazy, Suspense } from 'react'
import { NearSlot } from '@/ui/near-slot'
import * as styles from './winners.css'

const WinnerBoard = lazy(() => import('./winner-board').then((m) => ({ default: m.WinnerBoard })))

/**
 * The winner board sits below the fold: its code and its call load when it comes near the
 * viewport, so the first paint of Home does not wait for them.
 */
export function LazyWinnerBoard() {
  return (
    <NearSlot className={styles.slot} testId="winner-slot" nearPx={100}>
      <Suspense fallback={null}>
        <WinnerBoard />
      </Suspense>
    </NearSlot>
  )
}
