import { useLingui } from '@lingui/react/macro'
import { useMemberInfoQuery } from '@/api/member/get-info'
import { hasMemberLabel } from '@/config/capabilities'
import { useCapabilities } from '@/config/use-capabilities'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import type { CentrePageProps } from '@/ui/centre-pages'
import { QueryState } from '@/ui/query-state'
import * as ui from '@/ui/ui.css'
import { RankCard } from './components/rank-card'
import { VipStanding } from './components/vip-standing'
import * as styles from '../inbox/inbox.css'

/**
 * Player rank (playerRank, spec §2.8): what the member's label says, shown when they have one; the
 * account menu opens it then instead of the security centre. Without a label (a link from before
 * the label was taken away) it says so and leads to the account page. The VIP standing shows where
 * the brand runs a VIP programme.
 */
export function PlayerRankPage({ openPage }: CentrePageProps) {
  const { t } = useLingui()
  const info = useMemberInfoQuery()
  const hasVip = useCapabilities().flags.has('area.vip')
  const labels = {
    ...useQueryStateLabels(t({ id: 'rank.none', message: 'You have no rank yet.' })),
    emptyHint: t({
      id: 'rank.none.hint',
      message: 'Your rank shows here once you are given a label. Keep playing to earn one.',
    }),
  }
  return (
    <section className={styles.page} data-testid="player-rank">
      <h2 className={styles.title}>{t({ id: 'member.playerRank', message: 'Player rank' })}</h2>
      <QueryState
        query={info}
        labels={labels}
        testId="player-rank"
        isEmpty={(data) => !hasMemberLabel(data)}
      >
        {(data) => (
          <>
            <RankCard info={data} />
            {hasVip ? <VipStanding /> : null}
          </>
        )}
      </QueryState>
      {info.data && !hasMemberLabel(info.data) ? (
        <div className={ui.actions}>
          <button type="button" className={ui.button} onClick={() => openPage('securityCenter')}>
            {t({ id: 'member.securityCenter', message: 'My account' })}
          </button>
        </div>
      ) : null}
    </section>
  )
}
