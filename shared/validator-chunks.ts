/**
 * The calls a first visit makes before its screen can show, by the chunk that gathers their
 * response validators. scripts/gen-validators.ts writes each chunk's validators in a module of its
 * own, so that a first visit does not load the validators of its whole domain (content's promotions, system's
 * registration config, games' favourites and lottery...); vite.config.ts puts those modules in
 * these chunks. Every other call's validator is in its domain's module.
 */
export const ownValidatorChunks: Record<string, readonly string[]> = {
  // Home's and a lobby's first answers: the site's (status, permissions, menu, banners, notices)
  // and the games' (vendors, hot games, the list), which Home's rows and every lobby ask for. One
  // request, and one gzip dictionary for code that repeats: 3.3 KB gzip, where the games' three in
  // a chunk of their own made 2.2 + 1.8 (and the games domain's module is 8.3). A first visit to a
  // page without games (notices, promotions, help) loads the games' 1.1 KB too: Home and the lobbies
  // are where visits begin.
  'first-visit-validators': [
    'system.status',
    'system.permission',
    'system.menu',
    'content.banners',
    'content.notices',
    'games.vendors',
    'games.hot',
    'games.list',
  ],
  // Home's other rows (a member's recently played and favourites, the lottery draws), instead of
  // the games domain's module.
  'home-rows-validators': ['games.recent', 'games.favourites', 'games.lotteryLobby'],
  // The account bar's on every page of a signed-in visit (the balance, the member, and the badge's
  // promotions and messages): their domains' modules were 145 KB gzip (content's and inbox's alone
  // 107 KB), fetched and compiled on every signed-in page.
  'account-validators': ['wallet.balance', 'member.info', 'inbox.counts', 'content.promotions'],
  // Live state's, on every signed-in page once it has settled (src/live): the stream ticket's and
  // the events' (each event of the stream is checked against member.events), instead of the
  // community and member domains' modules.
  'live-validators': ['member.events', 'community.streamTicket'],
}

/** Every call with a validator module of its own. */
export const ownValidatorCalls: ReadonlySet<string> = new Set(
  Object.values(ownValidatorChunks).flat(),
)

/** The name of a call's own validator in its chunk's module: system.status -> system_status. */
export const validatorModuleName = (callId: string) => callId.replace('.', '_')

// The module of each chunk (scripts/gen-validators.ts writes its every call's validator in it).
const chunkModules: ReadonlySet<string> = new Set(Object.keys(ownValidatorChunks))

/** The chunk of a module the build sees, when it is one of these calls' validators. */
export function validatorChunkOf(moduleId: string): string | undefined {
  const name = /\/src\/api\/generated\/([\w-]+)\.gen\.js$/.exec(moduleId)?.[1]
  return name && chunkModules.has(name) ? name : undefined
}
