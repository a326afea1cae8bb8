import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import {
  downlineQueryOptions,
  useDownlineQuery,
  type DownlinePage,
  type TeamMember,
} from '@/api/agent/get-downline'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { usePagerLabels } from '@/i18n/pager-labels'
import { Pager } from '@/ui/pager'
import { QueryState } from '@/ui/query-state'
import * as ui from '@/ui/ui.css'
import { DownlineTable } from './components/downline-table'
import { TransferDialog } from './components/transfer-dialog'
import { reportPageSize } from './lib/use-report-filters'
import * as styles from './team.css'

interface Level {
  id: string
  username: string
}

/**
 * Which members of a page may receive a transfer: the agent's direct downline. A search spans the
 * whole team, so the agent's own members among its results are asked for (the same prefix within
 * the agent's level, whose id a search's answer names as its parent).
 */
function useCanTransfer(search: string, isTopLevel: boolean, page: DownlinePage | undefined) {
  const agentId = page?.parent.id
  const own = useQuery({
    ...downlineQueryOptions({
      username: search,
      parentId: agentId ?? '',
      pageNo: 1,
      pageSize: 100,
    }),
    enabled: Boolean(search && agentId),
  })
  const ownIds = new Set(own.data?.list.map((m) => m.id))
  return (member: TeamMember) => (search ? ownIds.has(member.id) : isTopLevel)
}

/**
 * Team management (downlineManagmentView): the agent's direct downline, a sub-agent's own downline
 * one level at a time (with a trail back), a username search over the whole team, and transfers
 * to the direct downline (in a search too).
 */
export function DownlinePage() {
  const { t } = useLingui()
  const [trail, setTrail] = useState<Level[]>([])
  const [search, setSearch] = useState('')
  const [text, setText] = useState('')
  const [pageNo, setPageNo] = useState(1)
  const [payee, setPayee] = useState<TeamMember | null>(null)
  const [done, setDone] = useState('')
  const parent = trail[trail.length - 1]
  const query = useDownlineQuery({
    ...(search ? { username: search } : parent ? { parentId: parent.id } : {}),
    pageNo,
    pageSize: reportPageSize,
  })
  // A search's own answer names the agent (a page kept from before the search may name a sub-agent).
  const searched = search && !query.isPlaceholderData ? query.data : undefined
  const canTransfer = useCanTransfer(search, !parent, searched)
  const pagerLabels = usePagerLabels()
  const labels = useQueryStateLabels(
    search
      ? t({
          id: 'agent.team.noMatch',
          message: 'No team member has a username starting with this.',
        })
      : t({ id: 'agent.team.empty', message: 'No members here yet.' }),
  )
  const go = (next: Level[]) => {
    setTrail(next)
    setSearch('')
    setText('')
    setPageNo(1)
  }
  const handleSearch = (event: FormEvent) => {
    event.preventDefault()
    setSearch(text.trim())
    setPageNo(1)
  }
  return (
    <section className={styles.page} data-testid="agent-team">
      <h2 className={styles.title}>{t({ id: 'agent.team.title', message: 'Team management' })}</h2>
      <form className={`${styles.card} ${styles.toolbar}`} role="search" onSubmit={handleSearch}>
        <label className={`${ui.field} ${styles.grow}`}>
          {t({ id: 'agent.team.search', message: 'Find a member by username' })}
          <input
            className={ui.input}
            value={text}
            maxLength={32}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
            data-testid="team-search"
          />
        </label>
        <button type="submit" className={ui.button} data-testid="team-search-submit">
          {t({ id: 'agent.filter.search', message: 'Search' })}
        </button>
      </form>
      <nav aria-label={t({ id: 'agent.team.trail', message: 'Team levels' })}>
        <ol className={styles.breadcrumbs}>
          <li>
            <button type="button" className={styles.linkButton} onClick={() => go([])}>
              {t({ id: 'agent.team.mine', message: 'My direct members' })}
            </button>
          </li>
          {trail.map((level, index) => (
            <li key={level.id} aria-current={index === trail.length - 1 ? 'location' : undefined}>
              {'› '}
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => go(trail.slice(0, index + 1))}
              >
                {level.username}
              </button>
            </li>
          ))}
          {search ? <li>{`› “${search}”`}</li> : null}
        </ol>
      </nav>
      {done ? (
        <p className={styles.success} role="status" data-testid="transfer-done">
          {done}
        </p>
      ) : null}
      <QueryState
        query={query}
        labels={labels}
        isEmpty={(data) => data.list.length === 0}
        testId="team"
      >
        {(data) => {
          const total = data.total
          return (
            <>
              <p className={styles.muted} data-testid="team-total">
                {t({
                  id: 'agent.team.total',
                  message: plural(total, { one: '# member', other: '# members' }),
                })}
              </p>
              <DownlineTable
                members={data.list}
                canTransfer={canTransfer}
                onExpand={(m) => go([...trail, { id: m.id, username: m.username }])}
                onTransfer={(m) => {
                  setDone('')
                  setPayee(m)
                }}
              />
              <Pager
                current={pageNo}
                totalPages={data.totalPages}
                onChange={setPageNo}
                labels={pagerLabels}
                testId="team-pager"
              />
            </>
          )
        }}
      </QueryState>
      {payee ? (
        <TransferDialog
          member={payee}
          onClose={() => setPayee(null)}
          onDone={(message) => {
            setPayee(null)
            setDone(message)
          }}
        />
      ) : null}
    </section>
  )
}
