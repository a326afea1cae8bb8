import { Link, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useCapabilities } from '@/config/use-capabilities'
import { getBrand } from '@/state/brand.store'
import { openModal } from '@/state/modals.store'
import { useSession } from '@/state/session.store'
import { GroupBanners } from '../banners/banner-region'
import { bannerGroupByPath } from '../banners/banner-groups'
import * as styles from './hero.css'

/**
 * Home's hero: the carousel of the w_home banners (spec §2.2) and a call to action under it. A
 * visitor is welcomed and offered to join (when direct registration is on, as the header's sign-up
 * button) or sign in; a member is greeted by name and offered the deposit and the games.
 */
export function HeroSection() {
  const { t } = useLingui()
  const { token, username } = useSession()
  const canRegister = useCapabilities().flags.has('directRegistration')
  const navigate = useNavigate()
  const { displayName } = getBrand()
  const name = username ?? ''
  return (
    <section className={styles.hero} aria-labelledby="home-title" data-testid="home-hero">
      <GroupBanners group={bannerGroupByPath['/']!} />
      <div className={styles.bar} data-testid={token ? 'home-hero-member' : 'home-hero-visitor'}>
        <h1 id="home-title" className={styles.title} data-testid="home-title">
          {token
            ? t({ id: 'home.welcomeBack', message: `Welcome back, ${name}` })
            : t({ id: 'home.welcome', message: `Welcome to ${displayName}` })}
        </h1>
        <div className={styles.actions}>
          {token ? (
            <>
              <button
                type="button"
                className={styles.actionPrimary}
                data-testid="home-hero-deposit"
                onClick={() =>
                  void navigate({
                    to: '.',
                    search: (prev: Record<string, unknown>) => ({ ...prev, member: 'depositv2' }),
                  }).catch(() => undefined)
                }
              >
                {t({ id: 'header.deposit', message: 'Deposit' })}
              </button>
              <Link to="/rng" className={styles.action}>
                {t({ id: 'home.hero.play', message: 'Play slots' })}
              </Link>
            </>
          ) : (
            <>
              {canRegister ? (
                <button
                  type="button"
                  className={styles.actionPrimary}
                  data-testid="home-hero-join"
                  onClick={() => openModal('register')}
                >
                  {t({ id: 'home.hero.join', message: 'Join now' })}
                </button>
              ) : null}
              <button
                type="button"
                className={canRegister ? styles.action : styles.actionPrimary}
                data-testid="home-hero-login"
                onClick={() => openModal('login')}
              >
                {t({ id: 'home.hero.login', message: 'Log in' })}
              </button>
            </>
          )}
        </div>
      </div>
    </section>
  )
}
