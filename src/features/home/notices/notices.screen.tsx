import { useLingui } from '@lingui/react/macro'
import { NoticeList } from './notice-list'
import * as styles from './notices.css'

/** /noticePage (spec §2.1, §2.3): every notice as an accordion, none open at first. */
export function NoticesScreen() {
  const { t } = useLingui()
  return (
    <section className={styles.screen} data-testid="notices-screen">
      <h1 className={styles.screenTitle}>{t({ id: 'notice.title', message: 'Notices' })}</h1>
      <NoticeList />
    </section>
  )
}
