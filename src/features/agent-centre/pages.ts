import type { CentrePageParts } from '@/ui/centre-pages'
import { contractPages } from './contracts/pages'
import { teamPages } from './team/pages'

/** Every page of the agent centre (schemas/agent-centre.json names them). */
export const agentCentrePages: CentrePageParts = { ...teamPages, ...contractPages }
