import type { CentrePageParts } from '../../ui/centre-pages'

/** Every page of the agent centre (schemas/agent-centre.json names them). */
export const agentCentrePages: CentrePageParts = {}
