import { useLingui } from '@lingui/react/macro'
import { useCapabilities } from '@/config/use-capabilities'
import { getBrand } from '@/state/brand.store'
import { openCustomerService } from '@/state/customer-service'
import { openModal } from '@/state/modals.store'
import { useSession } from '@/state/session.store'
import * as ui from '@/ui/ui.css'
import * as styles from './join.css'

/**
 * /join: agent recruitment: what an agent earns, how to join, and where to start. A visitor is
 * offered registration when direct registration is on (as the header's sign-up button); when it is
 * off, an account comes from an agent or customer service, and the page says so.
 */
export function JoinScreen() {
  const { t } = useLingui()
  const { displayName } = getBrand()
  const { token } = useSession()
  const canRegister = useCapabilities().flags.has('directRegistration')
  const isVisitor = !token
  const earnings = [
    {
      id: 'dividend',
      title: t({ id: 'join.earn.dividend', message: 'Dividend contracts' }),
      text: t({
        id: 'join.earn.dividendText',
        message:
          "A share of your team's net result, at the rate in your contract, settled every day, week or month.",
      }),
    },
    {
      id: 'daily',
      title: t({ id: 'join.earn.daily', message: 'Daily salary' }),
      text: t({
        id: 'join.earn.dailyText',
        message: "Paid the next day, by your team's valid bets and active members.",
      }),
    },
    {
      id: 'realtime',
      title: t({ id: 'join.earn.realtime', message: 'Hourly and real-time salary' }),
      text: t({
        id: 'join.earn.realtimeText',
        message: 'Earn on every bet your players place: real-time salary is paid every 5 minutes.',
      }),
    },
    {
      id: 'team',
      title: t({ id: 'join.earn.team', message: 'Your own sub-agents' }),
      text: t({
        id: 'join.earn.teamText',
        message:
          'Offer contracts to your sub-agents and keep the difference between your rate and theirs.',
      }),
    },
  ]
  const steps = [
    canRegister
      ? t({
          id: 'join.step1',
          message:
            "Register an account. With an agent's invitation link or code, you join their team.",
        })
      : t({
          id: 'join.step1Agent',
          message: 'Ask an agent to open an account for you in their team.',
        }),
    t({
      id: 'join.step2',
      message: 'Or contact customer service and ask for an agent account.',
    }),
    t({
      id: 'join.step3',
      message: 'Open the agent centre to get your invitation links for players and sub-agents.',
    }),
    t({
      id: 'join.step4',
      message: 'Agree your contract with your upline and watch your income grow in real time.',
    }),
  ]
  const ctaText = !isVisitor
    ? t({
        id: 'join.ctaMember',
        message: 'Already a member? Customer service will turn your account into an agent account.',
      })
    : canRegister
      ? t({ id: 'join.ctaVisitor', message: 'Start today: it takes a minute to register.' })
      : t({
          id: 'join.ctaNoRegistration',
          message:
            'Accounts on this site are opened by our agents: ask your agent, or contact customer service.',
        })
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h1 className={styles.heroTitle}>{t({ id: 'nav.join', message: 'Join us' })}</h1>
        <p className={styles.heroText}>
          {t({
            id: 'join.intro',
            message: `Become a ${displayName} agent: build your own team and earn on every bet your players place.`,
          })}
        </p>
      </section>
      <section aria-labelledby="join-earn">
        <h2 id="join-earn" className={styles.sectionTitle}>
          {t({ id: 'join.earnTitle', message: 'What you earn' })}
        </h2>
        <ul className={styles.earnings} data-testid="join-earnings">
          {earnings.map((item) => (
            <li key={item.id} className={styles.earning}>
              <h3 className={styles.earningTitle}>{item.title}</h3>
              <p className={styles.earningText}>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="join-how">
        <h2 id="join-how" className={styles.sectionTitle}>
          {t({ id: 'join.howTitle', message: 'How to join' })}
        </h2>
        <ol className={styles.steps} data-testid="join-steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section
        className={styles.cta}
        aria-label={t({ id: 'join.ctaLabel', message: 'Get started' })}
      >
        <p className={styles.ctaText}>{ctaText}</p>
        {isVisitor && canRegister ? (
          <button
            type="button"
            className={ui.buttonPrimary}
            data-testid="join-register"
            onClick={() => openModal('register')}
          >
            {t({ id: 'join.register', message: 'Register now' })}
          </button>
        ) : null}
        <button
          type="button"
          className={isVisitor && canRegister ? ui.button : ui.buttonPrimary}
          data-testid="join-customer-service"
          onClick={() => void openCustomerService()}
        >
          {t({ id: 'help.customerService', message: 'Contact customer service' })}
        </button>
      </section>
    </div>
  )
}
