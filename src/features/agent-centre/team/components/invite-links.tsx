import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useCreateInviteLinkMutation } from '@/api/agent/create-invite-link'
import { useInviteLinksQuery, type InviteLink } from '@/api/agent/get-invite-links'
import { useFormatters } from '@/i18n/format'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { QrCode } from '@/ui/qr-code'
import { QueryState } from '@/ui/query-state'
import * as ui from '@/ui/ui.css'
import * as styles from '../team.css'
import { Refusal } from './refusal'

/** The agent's invitation links with a QR code each, and buttons to create one per account type. */
export function InviteLinks() {
  const { t } = useLingui()
  const query = useInviteLinksQuery()
  const create = useCreateInviteLinkMutation()
  const labels = useQueryStateLabels(
    t({ id: 'agent.invite.empty', message: 'No invitation links yet. Create one above.' }),
  )
  return (
    <section className={styles.card} data-testid="invite-links">
      <h3 className={styles.subtitle}>
        {t({ id: 'agent.invite.title', message: 'Invitation links' })}
      </h3>
      <p className={styles.muted}>
        {t({
          id: 'agent.invite.intro',
          message: 'Anyone who registers through your link or its QR code joins your team.',
        })}
      </p>
      <div className={styles.rowActions}>
        <button
          type="button"
          className={ui.button}
          disabled={create.isPending}
          onClick={() => create.mutate(3)}
          data-testid="invite-create-3"
        >
          {t({ id: 'agent.invite.createMember', message: 'New link for members' })}
        </button>
        <button
          type="button"
          className={ui.button}
          disabled={create.isPending}
          onClick={() => create.mutate(2)}
          data-testid="invite-create-2"
        >
          {t({ id: 'agent.invite.createAgent', message: 'New link for sub-agents' })}
        </button>
      </div>
      <Refusal error={create.error} testId="invite-error" />
      <QueryState
        query={query}
        labels={labels}
        isEmpty={(list) => list.length === 0}
        testId="invite"
      >
        {(list) => (
          <ul className={styles.inviteList}>
            {list.map((link) => (
              <LinkItem key={link.id} link={link} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  )
}

function LinkItem(props: { link: InviteLink }) {
  const { link } = props
  const { t } = useLingui()
  const format = useFormatters()
  const [isCopied, setCopied] = useState(false)
  const kind =
    link.type === 3
      ? t({ id: 'agent.type.member', message: 'Member' })
      : t({ id: 'agent.type.subAgent', message: 'Sub-agent' })
  const date = format.date(link.createdAt)
  const count = format.count(link.registered)
  const code = link.code
  const copy = () =>
    navigator.clipboard
      ?.writeText(link.url)
      .then(() => setCopied(true))
      .catch(() => setCopied(false))
  return (
    <li className={`${styles.card} ${styles.inviteGrid}`} data-testid="invite-link">
      <div className={styles.qrBox}>
        <QrCode
          value={link.url}
          size={112}
          label={t({ id: 'agent.invite.qr', message: `QR code of invitation link ${code}` })}
          testId="invite-qr"
        />
      </div>
      <div className={ui.field}>
        <strong>
          {kind} · {link.code}
        </strong>
        <p className={styles.linkUrl} data-testid="invite-url">
          {link.url}
        </p>
        <p className={styles.muted}>
          {t({
            id: 'agent.invite.meta',
            message: `Created ${date} · ${count} registered`,
          })}
        </p>
        <div className={styles.rowActions}>
          <button type="button" className={styles.smallButton} onClick={() => void copy()}>
            {t({ id: 'agent.invite.copy', message: 'Copy link' })}
          </button>
          <span role="status" className={styles.muted}>
            {isCopied ? t({ id: 'agent.invite.copied', message: 'Copied' }) : ''}
          </span>
        </div>
      </div>
    </li>
  )
}
