import { dashboard } from '../dashboard'
import type { ConsoleArea } from '../router'
import { asConsole } from './finance'

/** The dashboard (server/platform/console/dashboard.ts) as a console call. */
export const consoleArea: ConsoleArea = {
  handlers: ({ platform: p }) => ({
    'dashboard.daily': ({ input, operator }) => asConsole(() => dashboard(p.db, operator, input)),
  }),
}
