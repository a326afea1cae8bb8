import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useFormatters } from '@/i18n/format'
import * as ui from '@/ui/ui.css'
import type { VnMenuRegion } from '@/api/games/get-vn-menus'
import { vnResultsQueryOptions } from '@/api/games/get-vn-results'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { QueryState } from '@/ui/query-state'
import * as lottery from './lottery.css'
import { useVnLabels } from './vn-labels'
import * as styles from './vn-lottery.css'

/**
 * A region's latest opened numbers (games.vnResults): the provinces of the menu as choices, and the
 * chosen province's prizes, the special prize first.
 */
export function VnResults(props: { menu: VnMenuRegion }) {
  const { t } = useLingui()
  const vnResultsLabels = useQueryStateLabels(
    t({ id: 'lottery.results.empty', message: 'No results for this region yet.' }),
    {
      loading: t({ id: 'lottery.results.loading', message: 'Loading the results…' }),
      error: t({ id: 'lottery.results.error', message: 'The results could not be loaded.' }),
    },
  )
  const fmt = useFormatters()
  const labels = useVnLabels()
  const { menu } = props
  const results = useQuery(vnResultsQueryOptions(menu.region))
  const [province, setProvince] = useState(menu.provinces[0] ?? '')
  return (
    <QueryState
      query={results}
      labels={vnResultsLabels}
      isEmpty={(data) => data.draws.length === 0}
      testId="vn-results"
    >
      {(data) => {
        const draw = data.draws.find((d) => d.province === province) ?? data.draws[0]!
        const date = fmt.date(`${data.date}T12:00:00Z`)
        const provinceName = draw.province
        const provinces = menu.provinces.filter((p) => data.draws.some((d) => d.province === p))
        return (
          <div className={lottery.section} data-testid="vn-results">
            <p className={lottery.muted}>
              {t({ id: 'lottery.results.date', message: `Results of ${date}` })}
            </p>
            {provinces.length > 1 ? (
              <ul
                className={lottery.chips}
                aria-label={t({ id: 'lottery.provinces', message: 'Provinces' })}
              >
                {provinces.map((name) => (
                  <li key={name}>
                    <button
                      type="button"
                      className={lottery.chip}
                      aria-pressed={draw.province === name}
                      onClick={() => setProvince(name)}
                      data-testid="vn-province"
                    >
                      {name}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <table className={styles.table} data-testid="vn-results-table">
              <caption className={ui.visuallyHidden}>
                {t({
                  id: 'lottery.results.caption',
                  message: `Results of ${provinceName}, ${date}`,
                })}
              </caption>
              <tbody>
                {draw.prizes.map((row) => (
                  <tr key={row.prize}>
                    <th scope="row" className={styles.prize}>
                      {labels.prize(row.prize)}
                    </th>
                    <td className={styles.numbers}>
                      <ul
                        className={`${styles.numberList} ${row.prize === 'special' ? styles.special : ''}`}
                      >
                        {row.numbers.map((number, index) => (
                          <li key={index}>{number}</li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }}
    </QueryState>
  )
}
