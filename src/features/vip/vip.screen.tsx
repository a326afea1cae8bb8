import { useLingui } from '@lingui/react/macro'
import { useVipQuery, type Vip, type VipLevel, type VipStanding } from '@/api/content/get-vip'
import { useFormatters } from '@/i18n/format'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { openModal } from '@/state/modals.store'
import { useSession } from '@/state/session.store'
import { DataTable } from '@/ui/data-table'
import { QueryState } from '@/ui/query-state'
import { StatusPanel } from '@/ui/status-panel'
import * as ui from '@/ui/ui.css'
import * as styles from './vip.css'

/** How far the member is from the current level's threshold to the next one, 0 to 100. */
export function progressPercent(levels: VipLevel[], current: VipStanding): number {
  const here = levels.find((l) => l.level === current.level)
  const next = levels.find((l) => l.level === current.nextLevel)
  if (!here || !next) return 100
  const span = next.betRequired - here.betRequired
  return span > 0
    ? Math.min(100, Math.max(0, Math.floor(((current.totalBet - here.betRequired) * 100) / span)))
    : 100
}

/** VIP (spec §2.1): the levels and their benefits, and the signed-in member's level and progress. */
export function VipScreen() {
  const { t } = useLingui()
  const query = useVipQuery()
  const labels = useQueryStateLabels('', {
    loading: t({ id: 'vip.loading', message: 'Loading VIP levels…' }),
    error: t({ id: 'vip.error', message: 'VIP levels could not be loaded.' }),
  })
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t({ id: 'vip.title', message: 'VIP club' })}</h1>
      <QueryState query={query} labels={labels} testId="vip">
        {(vip) => <VipLevels vip={vip} />}
      </QueryState>
    </div>
  )
}

function VipLevels(props: { vip: Vip }) {
  const { t } = useLingui()
  const format = useFormatters()
  const { token } = useSession()
  const { levels, current } = props.vip
  const next = current ? levels.find((l) => l.level === current.nextLevel) : undefined
  const percent = current ? progressPercent(levels, current) : 0
  const totalBet = format.money(current?.totalBet ?? 0)
  const missing = format.money(current?.toNextLevel ?? 0)
  const level = next?.name ?? ''
  return (
    <>
      {current && token ? (
        <section
          className={styles.card}
          data-testid="vip-current"
          aria-labelledby="vip-current-title"
        >
          <h2 id="vip-current-title" className={styles.label}>
            {t({ id: 'vip.yourLevel', message: 'Your level' })}
          </h2>
          <p className={styles.level} data-testid="vip-current-level">
            {current.name}
          </p>
          <p className={styles.text} data-testid="vip-total-bet">
            {t({
              id: 'vip.totalBet',
              message: `Total valid bet: ${totalBet}`,
            })}
          </p>
          {next ? (
            <>
              <progress
                className={styles.progress}
                max={100}
                value={percent}
                aria-label={t({ id: 'vip.progressLabel', message: `Progress to ${level}` })}
                data-testid="vip-progress"
              />
              <p className={styles.muted} data-testid="vip-progress-text">
                {t({
                  id: 'vip.progress',
                  message: `${percent}% — ${missing} more valid bet to reach ${level}`,
                })}
              </p>
            </>
          ) : (
            <p className={styles.muted} data-testid="vip-progress-text">
              {t({ id: 'vip.topLevel', message: 'You have reached the highest level.' })}
            </p>
          )}
        </section>
      ) : (
        <StatusPanel
          testId="vip-sign-in"
          title={t({ id: 'vip.signInTitle', message: 'See your VIP level' })}
          message={t({
            id: 'vip.signInHint',
            message: 'Sign in to see your level, your total valid bet and your progress.',
          })}
          action={
            <button type="button" className={ui.buttonPrimary} onClick={() => openModal('login')}>
              {t({ id: 'vip.signIn', message: 'Sign in' })}
            </button>
          }
        />
      )}
      {levels.length === 0 ? (
        <StatusPanel
          testId="vip-empty"
          title={t({ id: 'vip.empty', message: 'No VIP levels are published yet.' })}
        />
      ) : (
        <DataTable
          caption={t({ id: 'vip.tableCaption', message: 'VIP levels and benefits' })}
          testId="vip-levels"
          rowTestId="vip-level-row"
          rows={levels}
          rowKey={(l) => String(l.level)}
          rowHeaders
          isCurrent={(l) => Boolean(token && current?.level === l.level)}
          columns={[
            {
              key: 'level',
              header: t({ id: 'vip.col.level', message: 'Level' }),
              cell: (l) => l.name,
            },
            {
              key: 'betRequired',
              header: t({ id: 'vip.col.betRequired', message: 'Total valid bet' }),
              cell: (l) => format.money(l.betRequired),
              align: 'end',
            },
            {
              key: 'upgradeBonus',
              header: t({ id: 'vip.col.upgradeBonus', message: 'Upgrade bonus' }),
              cell: (l) => format.money(l.upgradeBonus),
              align: 'end',
            },
            {
              key: 'monthlyBonus',
              header: t({ id: 'vip.col.monthlyBonus', message: 'Monthly bonus' }),
              cell: (l) => format.money(l.monthlyBonus),
              align: 'end',
            },
            {
              key: 'rebate',
              header: t({ id: 'vip.col.rebate', message: 'Rebate' }),
              cell: (l) => format.percent(l.rebateRate),
              align: 'end',
            },
          ]}
        />
      )}
    </>
  )
}
