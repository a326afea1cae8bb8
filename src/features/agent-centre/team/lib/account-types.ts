/** Account types that run a team of their own (spec §6: 1, 2, 41 and 42 qualify as agent). */
export const agentTypes: readonly number[] = [1, 2, 41, 42]

/** True when an account of this type is an agent with a downline of its own. */
export const isAgentType = (type: number) => agentTypes.includes(type)
