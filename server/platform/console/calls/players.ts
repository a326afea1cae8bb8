import {
  agentContracts,
  agentTree,
  forcePasswordChange,
  playerBets,
  playerLedger,
  playerProfile,
  playerResponsible,
  resetTwoFactor,
  searchPlayers,
  setPlayerLock,
  signInHistory,
} from '../players'
import type { ConsoleArea } from '../router'
import { asConsole } from './finance'

/** The player desk (server/platform/console/players.ts) as console calls. */
export const consoleArea: ConsoleArea = {
  handlers: ({ platform: p }) => ({
    'players.search': ({ input, operator }) =>
      asConsole(() => searchPlayers(p.db, operator, input)),
    'players.profile': ({ input, operator }) =>
      asConsole(() => playerProfile(p.db, operator, input)),
    'players.responsible': ({ input, operator }) =>
      asConsole(() => playerResponsible(p.db, operator, input)),
    'players.ledger': ({ input, operator }) => asConsole(() => playerLedger(p.db, operator, input)),
    'players.bets': ({ input, operator }) => asConsole(() => playerBets(p.db, operator, input)),
    'players.signIns': ({ input, operator }) =>
      asConsole(() => signInHistory(p.db, operator, input)),
    'players.tree': ({ input, operator }) => asConsole(() => agentTree(p.db, operator, input)),
    'players.contracts': ({ input, operator }) =>
      asConsole(() => agentContracts(p.db, operator, input)),
    'players.setLock': ({ input, operator }) =>
      asConsole(() => setPlayerLock(p.db, operator, input)),
    'players.forcePasswordChange': ({ input, operator }) =>
      asConsole(() => forcePasswordChange(p.db, operator, input)),
    'players.resetTwoFactor': ({ input, operator }) =>
      asConsole(() => resetTwoFactor(p.db, operator, input)),
  }),
}
