/**
 * The path a call's id names: its domain, then its name in kebab case (agent.teamBets:
 * /agent/team-bets). The catalogue (scripts/gen-validators.ts) leaves such a path out — a quarter
 * of its bytes, which every first visit loads — and the client puts it back.
 */
export const pathOfId = (id: string) =>
  `/${id.replace('.', '/').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
