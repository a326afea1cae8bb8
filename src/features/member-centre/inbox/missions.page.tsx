import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useClaimMissionMutation } from '@/api/inbox/claim-mission'
import { isSwitchedOff } from '@/api/errors'
import { useMissionsQuery } from '@/api/inbox/get-missions'
import type { Mission } from '@/api/inbox/get-missions'
import { useErrorReason, useQueryStateLabels } from '@/i18n/ui-labels'
import type { CentrePageProps } from '@/ui/centre-pages'
import { MessageDialog } from '@/ui/message-dialog'
import { QueryState } from '@/ui/query-state'
import { useFormatters } from '@/i18n/format'
import { LeaderboardView } from './components/leaderboard-view'
import { RecordHint } from './components/record-hint'
import { MissionCard } from './components/mission-card'
import { SwitchedOffNotice } from './components/switched-off-notice'
import { sortMissions } from './lib/missions'
import * as styles from './inbox.css'

/**
 * Mission activity (missionLeaderboard): each mission's progress from the member's bets and
 * deposits, claiming, and the leaderboard. Guarded by availability (spec §2.8): while the platform
 * answers the activity switched off, a warning stands in for the page.
 */
export function MissionsPage({ openPage }: CentrePageProps) {
  const { t } = useLingui()
  const format = useFormatters()
  const missions = useMissionsQuery()
  const claim = useClaimMissionMutation()
  const reason = useErrorReason()
  const [notice, setNotice] = useState<string | null>(null)
  const labels = useQueryStateLabels(
    t({ id: 'inbox.missions.none', message: 'There are no missions right now.' }),
  )
  const heading = t({ id: 'member.missions', message: 'Mission activity' })
  if (isSwitchedOff(missions.error))
    return (
      <section className={styles.page} data-testid="missions">
        <SwitchedOffNotice
          heading={heading}
          testId="missions-unavailable"
          title={t({
            id: 'inbox.missions.unavailable',
            message: 'The mission activity is not available right now.',
          })}
          hint={t({
            id: 'inbox.missions.unavailable.hint',
            message: 'Please check back later. Your progress is kept.',
          })}
          onRetry={() => void missions.refetch()}
        />
      </section>
    )
  const onClaim = (mission: Mission) =>
    claim.mutate(mission.id, {
      onSuccess: () => {
        const amount = format.money(mission.reward)
        setNotice(
          t({ id: 'inbox.missions.claimed', message: `${amount} was added to your wallet.` }),
        )
      },
      onError: (error) => setNotice(reason(error)),
    })
  return (
    <section className={styles.page} data-testid="missions">
      <h2 className={styles.title}>{heading}</h2>
      <QueryState
        query={missions}
        labels={labels}
        testId="missions"
        isEmpty={(data) => data.list.length === 0}
      >
        {({ list }) => (
          <ul className={styles.list} data-testid="missions-list">
            {sortMissions(list).map((mission) => (
              <MissionCard
                key={mission.id}
                mission={mission}
                isClaiming={claim.isPending && claim.variables === mission.id}
                isBusy={claim.isPending}
                onClaim={() => onClaim(mission)}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {missions.isSuccess ? <LeaderboardView /> : null}
      <RecordHint onOpen={() => openPage('transactionHistory')} />
      {notice ? (
        <MessageDialog
          message={notice}
          okLabel={t({ id: 'dialog.confirm', message: 'Confirm' })}
          onClose={() => setNotice(null)}
        />
      ) : null}
    </section>
  )
}
