import { useLingui } from '@lingui/react/macro'

/** The name of a role in the operator's language. */
export function useRoleName() {
  const { t } = useLingui()
  const names: Record<string, string> = {
    owner: t({ id: 'console.role.owner', message: 'Owner' }),
    content: t({ id: 'console.role.content', message: 'Content editor' }),
    finance: t({ id: 'console.role.finance', message: 'Finance' }),
    support: t({ id: 'console.role.support', message: 'Support' }),
    readonly: t({ id: 'console.role.readonly', message: 'Read-only' }),
  }
  return (role: string) => names[role] ?? role
}
