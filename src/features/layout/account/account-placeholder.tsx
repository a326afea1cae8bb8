import { useSession } from '@/state/session.store'
import { accountPlaceholder } from '../layout.css'

/** The username, holding the account bar's place while its code or the member's details load. */
export function AccountPlaceholder() {
  const { username } = useSession()
  return <span className={accountPlaceholder}>{username}</span>
}
