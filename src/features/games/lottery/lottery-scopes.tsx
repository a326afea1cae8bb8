import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import * as styles from './lottery.css'

/** Which games a lottery page shows: every lottery game (/lottery) or the e-lottery's (/elott). */
export type LotteryScope = 'all' | 'ELOTT'

/** The lottery route of each scope; /elott is the e-lottery's page with its banners (w_lott). */
export const scopePaths: Record<LotteryScope, '/lottery' | '/elott'> = {
  all: '/lottery',
  ELOTT: '/elott',
}

/** The scope a lottery route serves, by its `games` parameter (schemas/routes.json). */
export const scopeOf = (params: Readonly<Record<string, string>> | undefined): LotteryScope =>
  params?.games === 'ELOTT' ? 'ELOTT' : 'all'

/** Links between every lottery game and the e-lottery, the page in view marked. */
export function LotteryScopes(props: { scope: LotteryScope }) {
  const { t } = useLingui()
  const labels: Record<LotteryScope, string> = {
    all: t({ id: 'lottery.scope.all', message: 'All lottery' }),
    ELOTT: t({ id: 'lottery.scope.elott', message: 'E-lottery' }),
  }
  return (
    <nav aria-label={t({ id: 'lottery.scopes', message: 'Lottery pages' })}>
      <ul className={styles.chips}>
        {(['all', 'ELOTT'] as const).map((scope) => (
          <li key={scope}>
            <Link
              to={scopePaths[scope]}
              className={styles.scope}
              aria-current={scope === props.scope ? 'page' : undefined}
              data-testid={`lottery-scope-${scope.toLowerCase()}`}
            >
              {labels[scope]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
