import { useLingui } from '@lingui/react/macro'
import { lazyPart, LazyPartView } from '@/ui/lazy-part'
import { NearSlot } from '@/ui/near-slot'
import * as ui from '@/ui/ui.css'
import * as styles from './layout.css'

// The footer is below the fold on nearly every page: its code and its vendor logos load as it comes
// near the viewport, not with the first screen (0.8 KB gzip of a first visit's JavaScript). On a
// page shorter than the screen it is near at once. Its messages stay in the core catalog, so it
// shows in the page's language as soon as its code has come. It mounts under what is above it,
// which does not move.
const footer = lazyPart(() => import('./footer'), 'Footer')

/** How far below the viewport the footer starts to load: about a phone screen ahead. */
const footerNearPx = 900

/** The footer, loaded as it nears the viewport; a chunk that fails shows a retry in its place. */
export function LazyFooter() {
  const { t } = useLingui()
  return (
    <NearSlot nearPx={footerNearPx} testId="footer-slot">
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
