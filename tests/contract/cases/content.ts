import { randomUUID } from 'node:crypto'
import type { Cases } from '../harness'

/** A 1x1 PNG as a data URL. */
export const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

/** The id of the first promotion offering an action. */
async function promotionWith(call: Parameters<Cases[string]>[0]['call'], action: string) {
  const { list } = await call('content.promotions')
  const found = list.find((p) => p.action === action)
  if (!found) throw new Error(`no promotion with action ${action}`)
  return found.id
}

export const cases: Cases = {
  'content.banners': ({ call }) => call('content.banners', { group: 'w_home' }),
  'content.notices': ({ call }) =>
    call('content.notices', { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' }),
  'content.promotions': ({ call }) => call('content.promotions'),
  'content.promotion': ({ call }) => call('content.promotion', { id: '1' }),
  'content.applyPromotion': ({ call }) =>
    call('content.applyPromotion', { id: '3', comment: 'Eight wins in a row', images: [tinyPng] }),
  'content.joinPromotion': async ({ call }) =>
    call('content.joinPromotion', { id: await promotionWith(call, 'join') }),
  'content.claimPromotion': async ({ call }) =>
    call('content.claimPromotion', { id: await promotionWith(call, 'claim') }),
  'content.rafflePromotion': async ({ call }) =>
    call('content.rafflePromotion', {
      id: await promotionWith(call, 'raffle'),
      requestId: randomUUID(),
    }),
  'content.vip': ({ call }) => call('content.vip'),
  'content.help': ({ call }) => call('content.help'),
  'content.feedbackConfig': ({ call }) => call('content.feedbackConfig'),
  'content.feedback': ({ call }) =>
    call('content.feedback', {
      questionType: 'suggestion',
      content: 'Please add more fishing games to the lobby',
    }),
}
