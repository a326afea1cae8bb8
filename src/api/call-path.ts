/**
 * The path a call's id names: its domain, then its name in kebab case (agent.teamBets:
 * /agent/team-bets). The catalogue (scripts/gen-validators.ts) leaves such a path out — a quarter
 * of its bytes, which every first visit loads — and the client puts it back.
 */
export const pathOfId = (id: string) =>
  `/${id.replace('.', '/').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`

/**
 * A read's input as a query string, as a form writes it: its values are strings, numbers and
 * booleans (schemas/api); what is undefined is left out. The server writes the first answers'
 * addresses with it too (server/first-answers.ts), so that the two spell a request alike.
 */
export function queryString(query: object | undefined): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {}) as [string, unknown][])
    if (value !== undefined) params.append(key, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}
