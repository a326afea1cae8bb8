import type { CentrePageParts } from '../../../ui/centre-pages'

/** Announcements, the team overview, registration, team management and the team's reports. */
export const teamPages: CentrePageParts = {}
