import type { Page } from '@playwright/test'
import { seal, type PublicKey } from '../../src/api/seal'
import { brandOrigin, captchaAnswer, controlSecret, platformOrigin } from './fixtures'

const control = async (path: string, init: RequestInit) => {
  const response = await fetch(`${platformOrigin()}/__control${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-control-secret': controlSecret },
  })
  if (!response.ok) throw new Error(`control ${path}: HTTP ${response.status}`)
}

/** Merges a partial settings object into a merchant's settings (menu, whitelabel, loginVerification...). */
export const patchSettings = (merchant: string, patch: Record<string, unknown>) =>
  control(`/merchants/${merchant}/settings`, { method: 'PATCH', body: JSON.stringify(patch) })

/** The menu switches a merchant serves now (system.menu), as the portal reads them. */
export async function servedMenu(merchant: string): Promise<Record<string, boolean>> {
  const response = await fetch(`${brandOrigin(merchant)}/api/system/menu`, {
    headers: { merchant },
  })
  return ((await response.json()) as { value: Record<string, boolean> }).value
}

/** Makes the IP the suite calls from unknown to the account: its next login takes the extra step. */
export const forgetIps = (merchant: string, username: string) =>
  control(`/merchants/${merchant}/accounts/${username}/forget-ips`, { method: 'POST' })

/** Binds an authenticator app to the account and answers its secret (RFC 6238, base32). */
export async function bindAuthenticator(merchant: string, username: string) {
  const response = await fetch(
    `${platformOrigin()}/__control/merchants/${merchant}/accounts/${username}/authenticator`,
    { method: 'POST', headers: { 'x-control-secret': controlSecret } },
  )
  if (!response.ok) throw new Error(`bind authenticator ${username}: HTTP ${response.status}`)
  return ((await response.json()) as { value: { secret: string } }).value.secret
}

/** Makes the account's next login its first one, so the app's first-login welcome shows. */
export const markFirstLogin = (merchant: string, username: string) =>
  control(`/merchants/${merchant}/accounts/${username}/first-login`, { method: 'POST' })

/**
 * Gives an account the demo accounts' messages (some unread; a fresh account has none), or the
 * messages given (unread, the first newest).
 */
export const giveMessages = (
  merchant: string,
  username: string,
  messages?: { title: string; content: string }[],
) =>
  control(`/merchants/${merchant}/accounts/${username}/messages`, {
    method: 'POST',
    body: messages ? JSON.stringify({ messages }) : undefined,
  })

/** Gives an account the demo accounts' rewards (three to claim, one expired). */
export const giveRewards = (merchant: string, username: string) =>
  control(`/merchants/${merchant}/accounts/${username}/rewards`, { method: 'POST' })

/** Sets an account's club label and rank level (member.info clubLabel); '' clears it. */
export const setClubLabel = (
  merchant: string,
  username: string,
  labelName: string,
  rankLevel = 1,
) =>
  control(`/merchants/${merchant}/accounts/${username}/label`, {
    method: 'POST',
    body: JSON.stringify({ labelName, rankLevel }),
  })

/** Content a test publishes for a merchant; each list given replaces that kind (control API). */
export interface ContentPatch {
  banners?: {
    group: string
    title: string
    linkageType?: 'none' | 'url' | 'route' | 'game' | 'promotion'
    target?: string
    imageUrl?: string
  }[]
  notices?: {
    type?: 'B' | 'PL' | 'PU' | 'PR' | 'H'
    title: string
    content: string
    startDateStr?: string
  }[]
  winners?: { player: string; gameName: string; prize: number; gameType?: string }[]
  /** Published before the seeded promotions (running, open to apply); resetContent removes them. */
  promotions?: { category?: string; title: string; summary: string; content: string }[]
  /** Published before the seeded help articles; resetContent removes them. */
  help?: { category?: string; title: string; content: string }[]
  /** Blog posts (language EN unless given) published before the seeded ones; resetContent removes them. */
  blog?: { language?: string; title: string; summary: string; body: string }[]
  /** Announcements for the merchant's agents, before the seeded ones; resetContent removes them. */
  agentAnnouncements?: { title: string; content: string }[]
}

/**
 * Replaces a merchant's banners, notices or winner board with the rows given, and publishes the
 * promotions, help articles, blog posts and agent announcements given.
 */
export const setContent = (merchant: string, patch: ContentPatch) =>
  control(`/merchants/${merchant}/content`, { method: 'PUT', body: JSON.stringify(patch) })

/**
 * Renames vendors (by code) and games (by "vendor/gameCode") in one merchant's answers only; the
 * catalogue is shared by every brand. resetContent puts the names back.
 */
export const setCatalogueNames = (
  merchant: string,
  names: { vendors?: Record<string, string>; games?: Record<string, string> },
) => control(`/merchants/${merchant}/names`, { method: 'PUT', body: JSON.stringify(names) })

/**
 * Puts a merchant's banners, notices, winner board and catalogue names back as they were seeded,
 * and removes the promotions, help articles, blog posts and agent announcements a test published.
 */
export const resetContent = (merchant: string) =>
  control(`/merchants/${merchant}/content`, { method: 'DELETE' })

/** A fresh top-level agent of a merchant with `downlines` members under it (control API). */
export async function createAgent(merchant: string, downlines = 0) {
  const response = await fetch(`${platformOrigin()}/__control/merchants/${merchant}/agents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-control-secret': controlSecret },
    body: JSON.stringify({ downlines }),
  })
  if (!response.ok) throw new Error(`control create agent: HTTP ${response.status}`)
  const answer = (await response.json()) as {
    value: { username: string; password: string; downlines: string[] }
  }
  return answer.value
}

/** A member of its own, so a test may change its password or IPs without touching anyone else's. */
export interface FreshAccount {
  username: string
  password: string
  mobile: string
  email: string
}

const random = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('')

/** Registers a fresh member (username, mobile and email) through the platform's sealed call. */
export async function registerAccount(merchant: string): Promise<FreshAccount> {
  const account = {
    username: `r${random('abcdefghijklmnopqrstuvwxyz0123456789', 11)}`,
    password: 'Start123',
    mobile: `95${random('0123456789', 8)}`,
    email: '',
  }
  account.email = `${account.username}@example.com`
  const headers = { 'content-type': 'application/json', merchant }
  const key = (
    (await (await fetch(`${brandOrigin(merchant)}/api/auth/public-key`, { headers })).json()) as {
      value: PublicKey
    }
  ).value
  // The registration form shows the image captcha (settings.register.fields.captcha).
  const { captchaId } = (
    (await (await fetch(`${brandOrigin(merchant)}/api/auth/captcha`, { headers })).json()) as {
      value: { captchaId: string }
    }
  ).value
  const body = await seal(
    {
      registerMethod: 'WEB',
      username: account.username,
      password: account.password,
      confirmPassword: account.password,
      mobileNum: account.mobile,
      email: account.email,
      captchaId,
      captcha: (await captchaAnswer(captchaId)).code ?? '',
      // A grown-up's date of birth: merchants ask it at registration (responsible gaming, issue 46).
      birthday: '1990-01-01',
    },
    key,
  )
  const response = await fetch(`${brandOrigin(merchant)}/api/auth/register`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as { success: boolean; message: string }
  if (!answer.success) throw new Error(`register ${account.username}: ${answer.message}`)
  return account
}

/** Calls the platform's API as a client of a merchant (with a token when given) and unwraps the envelope. */
export async function apiCall<T>(
  merchant: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { token?: string; body?: unknown; language?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', merchant }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.language) headers.language = options.language
  const response = await fetch(`${brandOrigin(merchant)}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const answer = (await response.json()) as { success: boolean; value: T; message: string }
  if (!answer.success) throw new Error(`${method} ${path}: ${answer.message}`)
  return answer.value
}

/**
 * Deposits through a deposit channel and pays the order at the demo PSP's hosted page (payUrl,
 * the PSP's origin), as a player would; the PSP's webhook credits the wallet before the page
 * answers. Answers the amount in minor units. Points and balances follow from the platform.
 */
export async function depositAndPay(merchant: string, token: string) {
  const { list } = await apiCall<{ list: { id: string; presetAmounts: number[] }[] }>(
    merchant,
    'GET',
    '/finance/channels',
    { token },
  )
  const channel = list[0]!
  const amount = Math.max(...channel.presetAmounts)
  const order = await apiCall<{ orderId: string; payUrl: string }>(
    merchant,
    'POST',
    '/finance/deposit',
    { token, body: { channelId: channel.id, amount } },
  )
  const paid = await fetch(`${order.payUrl}/pay`, { method: 'POST' })
  if (!paid.ok) throw new Error(`PSP pay ${order.orderId}: HTTP ${paid.status}`)
  return amount
}

/**
 * Readies a member to withdraw: sets the payment password and adds a bank account (through the
 * portal's API). Answers the account's id and the payment password.
 */
export async function bankForWithdrawals(merchant: string, token: string, loginPassword: string) {
  const paymentPassword = '246810'
  await apiCall(merchant, 'POST', '/finance/payment-password', {
    token,
    body: { loginPassword, paymentPassword },
  })
  const { list } = await apiCall<{ list: { id: string }[] }>(merchant, 'POST', '/finance/banks', {
    token,
    body: { bankName: 'Demo Bank', accountNo: '0011223344', holderName: 'Demo', paymentPassword },
  })
  return { bankId: list[0]!.id, paymentPassword }
}

/** Sets a merchant's system status (spec §4): 0 normal, 1 maintenance, 2 region blocked. */
export const setSystemStatus = (merchant: string, status: 0 | 1 | 2) =>
  control(`/merchants/${merchant}/status`, { method: 'POST', body: JSON.stringify({ status }) })

/** Signs an account in through the platform's sealed login (slider answered by the control API). */
export async function apiLogin(merchant: string, username: string, password: string) {
  const headers = { 'content-type': 'application/json', merchant }
  const get = async <T>(path: string) =>
    (
      (await (await fetch(`${brandOrigin(merchant)}/api${path}`, { headers })).json()) as {
        value: T
      }
    ).value
  const key = await get<PublicKey>('/auth/public-key')
  const slider = await get<{ sliderId: string }>('/auth/slider')
  const answer = await fetch(`${platformOrigin()}/__control/captchas/${slider.sliderId}`, {
    headers: { 'x-control-secret': controlSecret },
  })
  const { x } = ((await answer.json()) as { value: { x: number } }).value
  const body = await seal(
    { username, password, type: 'username', sliderId: slider.sliderId, sliderX: x },
    key,
  )
  const { token } = await apiCall<{ token: string }>(merchant, 'POST', '/auth/login', { body })
  return token
}

/**
 * Signs an account in through the platform and hands every page the context opens its session
 * keys (as the app stores them after a login), so a journey starts signed in without the modal.
 * Answers the token for API calls of the test's own.
 */
export async function signInPage(
  page: Page,
  merchant: string,
  account: { username: string; password: string },
) {
  const token = await apiLogin(merchant, account.username, account.password)
  const info = await apiCall<{ id: string; account: string; type: number }>(
    merchant,
    'GET',
    '/member/info',
    { token },
  )
  await page.addInitScript(
    (keys) => {
      // Only the app's own frame: a game frame the provider sandboxes may not touch storage.
      if (window.top !== window) return
      // Only into a fresh tab: a page reloaded after the app wrote its own keys keeps them.
      if (sessionStorage.getItem('merchant')) return
      Object.entries(keys).forEach(([k, v]) => sessionStorage.setItem(k, v))
    },
    {
      token,
      account: info.account,
      username: account.username,
      customerId: String(info.id),
      isAgent: String(info.type),
      merchant,
    },
  )
  return token
}

/**
 * Pays a processing withdrawal out at once (control API), so the member can confirm its receipt
 * without waiting for the merchant's disbursement time; forcedReceipt makes it non-refundable.
 */
export const payOutWithdrawal = (
  merchant: string,
  orderId: string,
  options: { forcedReceipt?: boolean } = {},
) =>
  control(`/merchants/${merchant}/withdrawals/${orderId}/payout`, {
    method: 'POST',
    body: JSON.stringify(options),
  })

/**
 * Places `spins` bets of `stake` minor units as the account, through the demo provider's API, and
 * answers the game it played (as the game list names it).
 */
export async function playSlot(merchant: string, token: string, spins: number, stake: number) {
  const { games } = await apiCall<{
    games: (GameRow & { gameName: string; maintenance: boolean })[]
  }>(merchant, 'GET', '/game/list?gameType=RNG&pageSize=20')
  const game = games.find((g) => !g.maintenance)!
  const launch = await apiCall<{ url: string }>(merchant, 'POST', '/play/launch', {
    token,
    body: { vendor: game.vendor, gameCode: game.gameCode, gameType: game.gameType },
  })
  const session = new URL(launch.url).searchParams.get('session')
  for (let i = 0; i < spins; i += 1) {
    const answer = await fetch(new URL('/api/spin', launch.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session, stake }),
    })
    if (!answer.ok) throw new Error(`demo provider spin: HTTP ${answer.status}`)
  }
  return game
}

/**
 * Moves an agent's contracts `minutes` and its team's bets `betMinutes` (the same by default) back
 * in time (test control API), so that closed salary periods can be settled without waiting for
 * them. The suite's journeys share one platform, so they move one agent's history, not its clock.
 */
export async function rewindAgent(
  merchant: string,
  username: string,
  minutes: number,
  betMinutes = minutes,
) {
  const response = await fetch(
    `${platformOrigin()}/__control/merchants/${merchant}/agents/${username}/rewind`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-control-secret': controlSecret },
      body: JSON.stringify({ minutes, betMinutes }),
    },
  )
  if (!response.ok) throw new Error(`control rewind: HTTP ${response.status}`)
}

/** A game of the platform's catalogue, as the game route names it. */
export interface GameRow {
  vendor: string
  gameCode: string
  gameType: string
}

/** The first slot out of maintenance at a merchant. */
export async function firstSlot(merchant: string): Promise<GameRow> {
  const { games } = await apiCall<{ games: (GameRow & { maintenance: boolean })[] }>(
    merchant,
    'GET',
    '/game/list?gameType=RNG&pageSize=20',
  )
  const game = games.find((g) => !g.maintenance)
  if (!game) throw new Error('no RNG game out of maintenance')
  return game
}

/** The portal path that launches a game in its frame. */
export const gamePath = (game: GameRow) =>
  `/game?vendor=${encodeURIComponent(game.vendor)}&gameCode=${encodeURIComponent(game.gameCode)}&gameType=${game.gameType}`
