import { useLingui } from '@lingui/react/macro'
import { useRegisterConfigQuery } from '@/api/system/get-register-config'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import type { CentrePageProps } from '@/ui/centre-pages'
import { QueryState } from '@/ui/query-state'
import { DownlineForm } from './components/downline-form'
import { InviteLinks } from './components/invite-links'
import * as styles from './team.css'

/** Account registration (registerCenter): open a downline account, or invite through a link. */
export function RegisterCentrePage(props: CentrePageProps) {
  const { t } = useLingui()
  const config = useRegisterConfigQuery()
  const labels = useQueryStateLabels('')
  return (
    <section className={styles.page} data-testid="agent-register">
      <h2 className={styles.title}>
        {t({ id: 'agent.register.page', message: 'Account registration' })}
      </h2>
      <div className={styles.card}>
        <QueryState query={config} labels={labels} testId="downline-config">
          {(data) => (
            <DownlineForm
              config={data}
              onOpenTeam={() => props.openPage('downlineManagmentView')}
            />
          )}
        </QueryState>
      </div>
      <InviteLinks />
    </section>
  )
}
