import { useLingui } from '@lingui/react/macro'
import type { HelpOrganisation } from '@/config/brand.gen'
import * as styles from './responsible.css'

type Service = NonNullable<HelpOrganisation['services']>[number]

/** The help organisations of the brand (brand.json responsibleGaming), the market's own first. */
export function HelpOrganisations(props: { organisations: readonly HelpOrganisation[] }) {
  const { t } = useLingui()
  const national = props.organisations.filter((o) => o.scope === 'national')
  const international = props.organisations.filter((o) => o.scope === 'international')
  return (
    <section className={styles.section} aria-labelledby="rg-help" data-testid="rg-help">
      <h2 id="rg-help" className={styles.heading}>
        {t({ id: 'rg.help.title', message: 'Where to find help' })}
      </h2>
      <p className={styles.meta}>
        {t({
          id: 'rg.help.text',
          message:
            'These organisations are independent of us. They help anyone worried about their own gambling or someone else’s, free and in confidence.',
        })}
      </p>
      {national.length ? (
        <OrganisationList
          title={t({ id: 'rg.help.national', message: 'In your country' })}
          organisations={national}
          testId="rg-help-national"
        />
      ) : null}
      {international.length ? (
        <OrganisationList
          title={t({ id: 'rg.help.international', message: 'International' })}
          organisations={international}
          testId="rg-help-international"
        />
      ) : null}
    </section>
  )
}

function OrganisationList(props: {
  title: string
  organisations: readonly HelpOrganisation[]
  testId: string
}) {
  const { t } = useLingui()
  const services: Record<Service, string> = {
    helpline: t({ id: 'rg.service.helpline', message: 'Helpline' }),
    chat: t({ id: 'rg.service.chat', message: 'Online chat' }),
    counselling: t({ id: 'rg.service.counselling', message: 'Counselling' }),
    groups: t({ id: 'rg.service.groups', message: 'Support groups' }),
    blocking: t({ id: 'rg.service.blocking', message: 'Blocking tools' }),
  }
  return (
    <>
      <h3 className={styles.subheading}>{props.title}</h3>
      <ul className={styles.list} data-testid={props.testId}>
        {props.organisations.map((organisation) => {
          const phone = organisation.phone
          return (
            <li key={organisation.name} className={styles.item} data-testid="rg-organisation">
              <a href={organisation.url} target="_blank" rel="noopener noreferrer">
                {organisation.name}
              </a>
              {organisation.services?.length ? (
                <span className={styles.meta}>
                  {organisation.services.map((s) => services[s]).join(' · ')}
                </span>
              ) : null}
              {phone ? (
                <span>
                  {t({ id: 'rg.help.call', message: 'Call' })}{' '}
                  <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} dir="ltr">
                    {phone}
                  </a>
                </span>
              ) : null}
            </li>
          )
        })}
      </ul>
    </>
  )
}
