import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useRegisterConfigQuery } from '@/api/system/get-register-config'
import { useQueryStateLabels } from '@/i18n/ui-labels'
import { getBrand } from '@/state/brand.store'
import { QueryState } from '@/ui/query-state'
import * as ui from '@/ui/ui.css'
import { HelpOrganisations } from './help-organisations'
import * as styles from './responsible.css'

/**
 * /responsible-gaming (issue 46): the minimum age, the tools the portal offers with a way to the
 * member-centre page that sets them, the signs of a problem, and the help organisations the brand
 * lists for its market. Public: an excluded member is sent here from a refused sign-in.
 */
export function ResponsibleGamingScreen() {
  const { t } = useLingui()
  const brand = getBrand()
  const name = brand.displayName
  // The minimum age is the merchant's (18, or 21): never a guess while it loads or fails.
  const config = useRegisterConfigQuery()
  const labels = useQueryStateLabels()
  const organisations = brand.responsibleGaming?.helpOrganisations ?? []
  const tools = [
    {
      title: t({ id: 'rg.tool.deposit', message: 'Deposit limits' }),
      text: t({
        id: 'rg.tool.deposit.text',
        message: 'Cap how much you deposit in a day, a week or a month.',
      }),
    },
    {
      title: t({ id: 'rg.tool.loss', message: 'Loss and wager limits' }),
      text: t({
        id: 'rg.tool.loss.text',
        message: 'Cap how much you can lose or stake in a day, a week or a month.',
      }),
    },
    {
      title: t({ id: 'rg.tool.session', message: 'Session time limit' }),
      text: t({
        id: 'rg.tool.session.text',
        message: 'Choose how long a session may last; you are signed out when it is reached.',
      }),
    },
    {
      title: t({ id: 'rg.tool.reality', message: 'Reality check' }),
      text: t({
        id: 'rg.tool.reality.text',
        message:
          'A reminder while you play of how long you have played and what you have won or lost.',
      }),
    },
    {
      title: t({ id: 'rg.tool.timeOut', message: 'Time-out' }),
      text: t({
        id: 'rg.tool.timeOut.text',
        message: 'Take a break of 24 hours, 7 days or 30 days.',
      }),
    },
    {
      title: t({ id: 'rg.tool.selfExclusion', message: 'Self-exclusion' }),
      text: t({
        id: 'rg.tool.selfExclusion.text',
        message: 'Stop playing for 6 months, a year or for good. It cannot be undone early.',
      }),
    },
    {
      title: t({ id: 'rg.tool.close', message: 'Account closure' }),
      text: t({ id: 'rg.tool.close.text', message: 'Close your account at any time.' }),
    },
  ]
  return (
    <div className={styles.page} data-testid="rg-page">
      <h1 className={styles.title}>
        {t({ id: 'nav.responsibleGaming', message: 'Responsible gaming' })}
      </h1>
      <p className={styles.intro}>
        {t({
          id: 'rg.intro',
          message: `Gaming at ${name} should be entertainment, never a way to make money. These tools help you stay in control.`,
        })}
      </p>
      <QueryState query={config} labels={labels} look="inline" testId="rg-age">
        {({ ageRequirement: age }) => (
          <p className={styles.age} data-testid="rg-age">
            {t({
              id: 'rg.age',
              message: `You must be ${age} or over to open an account and play. We ask your date of birth and refuse anyone under ${age}.`,
            })}
          </p>
        )}
      </QueryState>
      <section className={styles.section} aria-labelledby="rg-tools">
        <h2 id="rg-tools" className={styles.heading}>
          {t({ id: 'rg.tools.title', message: 'Tools to stay in control' })}
        </h2>
        <ul className={styles.list} data-testid="rg-tools">
          {tools.map((tool) => (
            <li key={tool.title} className={styles.item}>
              <strong>{tool.title}</strong>
              <span className={styles.meta}>{tool.text}</span>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Link
            to="."
            search={{ member: 'responsibleGaming' }}
            className={ui.buttonPrimary}
            data-testid="rg-open-tools"
          >
            {t({ id: 'rg.tools.open', message: 'Set my limits' })}
          </Link>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="rg-signs">
        <h2 id="rg-signs" className={styles.heading}>
          {t({ id: 'rg.signs.title', message: 'Is gambling still fun?' })}
        </h2>
        <ul className={styles.bullets}>
          <li>
            {t({ id: 'rg.signs.chase', message: 'You play to win back what you have lost.' })}
          </li>
          <li>
            {t({
              id: 'rg.signs.more',
              message: 'You stake more, or play longer, than you meant to.',
            })}
          </li>
          <li>
            {t({
              id: 'rg.signs.borrow',
              message: 'You borrow money, or use money meant for bills, to play.',
            })}
          </li>
          <li>
            {t({
              id: 'rg.signs.hide',
              message: 'You hide your gambling, or feel anxious when you cannot play.',
            })}
          </li>
        </ul>
        <p className={styles.meta}>
          {t({
            id: 'rg.signs.text',
            message:
              'If any of these sound familiar, set a limit, take a break, and talk to someone.',
          })}
        </p>
      </section>
      {organisations.length ? <HelpOrganisations organisations={organisations} /> : null}
    </div>
  )
}
