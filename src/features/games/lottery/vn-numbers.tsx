import { useQuery } from '@tanstack/react-query'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useFormatters } from '@/i18n/format'
import type { VnRegion } from '@/api/games/get-vn-menus'
import { vnNumbersQueryOptions } from '@/api/games/get-vn-numbers'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { QueryState } from '@/ui/query-state'
import * as lottery from './lottery.css'
import * as styles from './vn-lottery.css'

/** How many of the most drawn endings are marked. */
const hotCount = 10

/** Spec §7: the Vietnamese numbers (count 100): how often each two-digit ending came up. */
export function VnNumbers(props: { region: VnRegion }) {
  const { t } = useLingui()
  const vnNumbersLabels = useQueryStateLabels(
    t({ id: 'lottery.numbers.empty', message: 'No numbers drawn yet.' }),
    {
      loading: t({ id: 'lottery.numbers.loading', message: 'Loading the numbers…' }),
      error: t({ id: 'lottery.numbers.error', message: 'The numbers could not be loaded.' }),
    },
  )
  const fmt = useFormatters()
  const numbers = useQuery(vnNumbersQueryOptions(props.region))
  return (
    <QueryState
      query={numbers}
      labels={vnNumbersLabels}
      isEmpty={(data) => data.list.length === 0}
      testId="vn-numbers"
    >
      {(data) => {
        const days = data.days
        return (
          <div className={lottery.section}>
            <p className={lottery.muted}>
              {t({
                id: 'lottery.numbers.intro',
                message: `How often each two-digit ending was drawn in the last ${plural(days, { one: `${days} day`, other: `${days} days` })}, most drawn first.`,
              })}
            </p>
            <ol className={styles.endings} data-testid="vn-numbers">
              {data.list.map((entry, index) => {
                const count = fmt.count(entry.count)
                return (
                  <li
                    key={entry.number}
                    className={styles.ending}
                    data-hot={index < hotCount || undefined}
                  >
                    <span className={styles.endingNumber}>{entry.number}</span>
                    <span className={styles.endingCount}>
                      {t({ id: 'lottery.numbers.count', message: `${count}×` })}
                    </span>
                  </li>
                )
              })}
            </ol>
          </div>
        )
      }}
    </QueryState>
  )
}
