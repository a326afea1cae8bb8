import type { Capabilities, Flag } from './condition'

/** Whitelabel flags of the permission answer and the condition flags they switch on. */
const whitelabelFlags: Record<string, Flag> = {
  REFERRAL: 'referralPromotion',
  CHNGPASSVERIF3: 'CHNGPASSVERIF3',
}

/** The condition flags a merchant's whitelabel map turns on (spec §6: pages behind enablement flags). */
export function platformFlags(whitelabel: Readonly<Record<string, boolean>> | undefined): Flag[] {
  if (!whitelabel) return []
  return Object.entries(whitelabelFlags)
    .filter(([name]) => whitelabel[name] === true)
    .map(([, flag]) => flag)
}

/** Capabilities with more flags on (the platform's, once its configuration has loaded). */
export function withFlags(caps: Capabilities, flags: readonly Flag[]): Capabilities {
  if (!flags.length) return caps
  return { ...caps, flags: new Set([...caps.flags, ...flags]) }
}
