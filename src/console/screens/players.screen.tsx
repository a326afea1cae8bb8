import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { playerSearchQueryOptions } from '../api/players'
import type { CallInput } from '../api/types.gen'
import { useMerchant } from '../app/merchant-context'
import * as styles from '../ui/console.css'
import { useMerchantFormat } from './finance/merchant-format'
import * as own from './finance/operations.css'
import { formText, PagedTable } from './finance/parts'
import { useAccountTypeName } from './players/names'

const pageSize = 20
type Search = CallInput<'players.search'>

/** The merchant's players, found by the start of a username, mobile number or email. */
export function PlayersScreen() {
  const { t } = useLingui()
  const { merchant } = useMerchant()
  const format = useMerchantFormat()
  const typeName = useAccountTypeName()
  const [search, setSearch] = useState<Search>({ field: 'username', page: 1, pageSize })
  const players = useQuery(playerSearchQueryOptions(merchant.id, search))
  const merchantId = String(merchant.id)

  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setSearch({
      query: formText(form, 'query'),
      field: (formText(form, 'field') ?? 'username') as Search['field'],
      page: 1,
      pageSize,
    })
  }

  return (
    <section className={styles.card}>
      <h1>{t({ id: 'console.players.title', message: 'Players' })}</h1>
      <form className={styles.filters} onSubmit={handleSearch} role="search">
        <label className={styles.field}>
          {t({ id: 'console.players.field', message: 'Search by' })}
          <select className={styles.input} name="field" defaultValue="username">
            <option value="username">
              {t({ id: 'console.players.username', message: 'Username' })}
            </option>
            <option value="mobile">
              {t({ id: 'console.players.mobile', message: 'Mobile number' })}
            </option>
            <option value="email">{t({ id: 'console.players.email', message: 'Email' })}</option>
          </select>
        </label>
        <label className={styles.field}>
          {t({ id: 'console.players.query', message: 'Starts with' })}
          <input className={styles.input} name="query" maxLength={64} />
        </label>
        <div className={styles.field}>
          <button className={styles.button} type="submit">
            {t({ id: 'console.ops.search', message: 'Search' })}
          </button>
        </div>
      </form>
      <PagedTable
        query={players}
        testId="players-table"
        label={t({ id: 'console.players.title', message: 'Players' })}
        empty={t({ id: 'console.players.none', message: 'No player matches this search.' })}
        head={
          <tr>
            <th>{t({ id: 'console.players.username', message: 'Username' })}</th>
            <th>{t({ id: 'console.players.type', message: 'Type' })}</th>
            <th>{t({ id: 'console.players.mobile', message: 'Mobile number' })}</th>
            <th>{t({ id: 'console.players.email', message: 'Email' })}</th>
            <th>{t({ id: 'console.players.joined', message: 'Joined' })}</th>
            <th>{t({ id: 'console.players.state', message: 'State' })}</th>
          </tr>
        }
        row={(player) => (
          <tr key={player.accountId}>
            <td>
              <Link
                to="/m/$merchantId/players/$accountId"
                params={{ merchantId, accountId: player.accountId }}
              >
                {player.username}
              </Link>
              {player.nickname && player.nickname !== player.username && (
                <span className={styles.muted}> · {player.nickname}</span>
              )}
            </td>
            <td>{typeName(player.type)}</td>
            <td>{player.mobile ?? '—'}</td>
            <td>{player.email ?? '—'}</td>
            <td>{format.when(player.createdAt)}</td>
            <td>
              {player.locked ? (
                <span className={own.warnBadge}>
                  {t({ id: 'console.players.locked', message: 'Locked' })}
                </span>
              ) : (
                <span className={own.badge}>
                  {t({ id: 'console.players.active', message: 'Active' })}
                </span>
              )}
            </td>
          </tr>
        )}
        onPage={(page) => setSearch({ ...search, page })}
      />
    </section>
  )
}
