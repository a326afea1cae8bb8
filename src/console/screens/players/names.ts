import { useLingui } from '@lingui/react/macro'

/** An account's type in the operator's language (accounts.type: 1, 2, 41, 42 agents, 3 member, 4 trial). */
export function useAccountTypeName() {
  const { t } = useLingui()
  const agent = t({ id: 'console.players.agent', message: 'Agent' })
  const member = t({ id: 'console.players.member', message: 'Member' })
  const trial = t({ id: 'console.players.trial', message: 'Trial' })
  return (type: number) => (type === 3 ? member : type === 4 ? trial : agent)
}
