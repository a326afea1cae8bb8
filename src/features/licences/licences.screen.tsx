import { useLingui } from '@lingui/react/macro'
import { getBrand } from '@/state/brand.store'
import { fontCredits, iconCredit, type Credit } from './credits'
import * as styles from './licences.css'

/** One credited work: its name and home, its authors, its licence with a link to the text. */
function CreditItem(props: { credit: Credit; testId: string }) {
  const { t } = useLingui()
  const { credit } = props
  return (
    <li className={styles.work} data-testid={props.testId}>
      <strong>
        <a href={credit.homepage} target="_blank" rel="noopener noreferrer">
          {credit.work}
        </a>
      </strong>
      {credit.authors ? (
        <span>{t({ id: 'licences.by', message: `By ${credit.authors}` })}</span>
      ) : null}
      <span className={styles.meta}>
        {t({ id: 'licences.licence', message: 'Licence:' })}{' '}
        <a href={credit.licenceUrl} target="_blank" rel="noopener noreferrer">
          {credit.licence}
        </a>
        {' · '}
        {credit.source}
      </span>
    </li>
  )
}

/** /licences: the icon set and the brand's font, with their authors and licences. */
export function LicencesScreen() {
  const { t } = useLingui()
  // The brand's own face: a brand without one shows the system's, which need no credit.
  const typeface = getBrand().typeface?.package
  const fonts = typeface ? fontCredits(undefined, typeface) : []
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t({ id: 'nav.licences', message: 'Licences and credits' })}</h1>
      <p className={styles.intro}>
        {t({
          id: 'licences.intro',
          message: 'This site uses the following works by other authors, under their licences.',
        })}
      </p>
      <section className={styles.section} aria-labelledby="licences-icons">
        <h2 id="licences-icons" className={styles.heading}>
          {t({ id: 'licences.icons', message: 'Game pictures' })}
        </h2>
        <p className={styles.intro}>
          {t({
            id: 'licences.icons.text',
            message:
              'The pictures of games, providers and banners are composed from icons of this set: recoloured, combined with backgrounds and lettered.',
          })}
        </p>
        <ul className={styles.list}>
          <CreditItem credit={iconCredit} testId="licence-icons" />
        </ul>
      </section>
      {fonts.length ? (
        <section className={styles.section} aria-labelledby="licences-fonts">
          <h2 id="licences-fonts" className={styles.heading}>
            {t({ id: 'licences.fonts', message: 'Fonts' })}
          </h2>
          <ul className={styles.list}>
            {fonts.map((credit) => (
              <CreditItem key={credit.source} credit={credit} testId="licence-font" />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
