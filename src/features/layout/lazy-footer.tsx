import { useLingui } from '@lingui/react/macro'
import { pageSettled } from '@/lib/settled'
import { lazyPart, LazyPartView } from '@/ui/lazy-part'
import { NearSlot } from '@/ui/near-slot'
import * as ui from '@/ui/ui.css'
import * as styles from './layout.css'

// The footer is below the fold on nearly every page: its code, its messages and its vendor logos
// load as it comes near the viewport, once the page has settled (src/lib/settled.ts), not with the
// first screen (0.9 KB gzip of a first visit's JavaScript): while Home's rows load, a phone's page
// is shorter for a moment than it will be. On a page shorter than the screen it comes then. It
// mounts under what is above it, which does not move.
const footer = lazyPart(() => import('./footer'), 'Footer')

/** How far below the viewport the footer starts to load: about a phone screen ahead. */
const footerNearPx = 900

/** The footer, loaded as it nears the viewport; a chunk that fails shows a retry in its place. */
export function LazyFooter() {
  const { t } = useLingui()
  return (
    <NearSlot nearPx={footerNearPx} after={pageSettled} testId="footer-slot">
      <LazyPartView
        part={footer}
        props={{}}
        renderError={(retry) => (
          <div className={styles.footerRetry}>
            <button type="button" className={ui.button} onClick={retry} data-testid="footer-retry">
              {t({ id: 'footer.retry', message: 'The footer did not load, try again' })}
            </button>
          </div>
        )}
      />
    </NearSlot>
  )
}
