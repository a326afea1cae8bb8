import { useLingui } from '@lingui/react/macro'
import type { MemberInfo } from '@/api/member/get-info'
import type { MemberProfile } from '@/api/member/get-profile'
import * as styles from '../../money/money.css'
import * as own from '../account.css'

/** Account type names (spec §6: 1, 2, 41 and 42 are agents, 4 a trial account). */
function useTypeLabel() {
  const { t } = useLingui()
  return (type: number) =>
    [1, 2, 41, 42].includes(type)
      ? t({ id: 'member.security.typeAgent', message: 'Agent' })
      : type === 4
        ? t({ id: 'member.security.typeTrial', message: 'Trial account' })
        : t({ id: 'member.security.typeMember', message: 'Member' })
}

/** The account's details: picture, username, nickname, type, upline and club (VIP) label. */
export function AccountSummary(props: { info: MemberInfo; profile: MemberProfile }) {
  const { info, profile } = props
  const { t } = useLingui()
  const typeLabel = useTypeLabel()
  const none = t({ id: 'member.security.none', message: 'None' })
  const facts: [string, string, string][] = [
    ['username', t({ id: 'member.security.username', message: 'Username' }), info.account],
    [
      'nickname',
      t({ id: 'member.security.nickname', message: 'Nickname' }),
      profile.nickname || none,
    ],
    ['type', t({ id: 'member.security.type', message: 'Account type' }), typeLabel(info.type)],
    ['upline', t({ id: 'member.upline.name', message: 'Your upline' }), profile.upline ?? none],
    [
      'club',
      t({ id: 'member.security.club', message: 'VIP club' }),
      info.clubLabel?.labelName ?? none,
    ],
  ]
  return (
    <div className={`${styles.card} ${own.summary}`} data-testid="security-summary">
      <img className={own.avatar} src={info.avatar} alt="" width={72} height={72} />
      <dl className={styles.facts}>
        {facts.map(([key, label, value]) => (
          <div key={key} className={styles.fact}>
            <dt className={styles.factLabel}>{label}</dt>
            <dd className={styles.factValue} data-testid={`security-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
