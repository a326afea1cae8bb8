import { ConsoleError } from '../errors'
import { changePassword, signInWithCode, signInWithPassword, whoIs } from '../operators'
import type { ConsoleArea } from '../router'
import { endSession } from '../sessions'

/** Sign-in (password, then the authenticator code), sign-out and who-am-I. */
export const consoleArea: ConsoleArea = {
  handlers: ({ platform: p }) => ({
    'auth.signIn': async ({ input, session, ip, setSession }) => {
      // A new sign-in ends whatever session the browser had, so the cookie names one at a time.
      if (session) await p.db.transaction((tx) => endSession(tx, session.tokenHash))
      const token = await signInWithPassword(p.db, p.limits, {
        username: input.username,
        password: input.password,
        ip,
      })
      setSession(token)
      return { stage: 'totp' }
    },
    'auth.verifyTotp': async ({ input, session, ip, setSession }) => {
      if (!session) throw new ConsoleError('notSignedIn')
      const token = await signInWithCode(p.db, p.limits, session, { code: input.code, ip })
      setSession(token)
      return whoIs(p.db, session.operatorId)
    },
    'auth.signOut': async ({ session, setSession }) => {
      if (session) await p.db.transaction((tx) => endSession(tx, session.tokenHash))
      setSession(null)
      return null
    },
    'auth.changePassword': async ({ input, session, ip }) => {
      if (!session) throw new ConsoleError('notSignedIn')
      await changePassword(p.db, p.limits, session, { ...input, ip })
      return null
    },
    'auth.me': async ({ session }) => {
      if (!session) throw new ConsoleError('notSignedIn')
      return whoIs(p.db, session.operatorId)
    },
  }),
}
