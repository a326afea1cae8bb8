import type { LanguageCode } from '../../src/config/brand.types'
import { isLanguageCode, languageTable } from '../../src/i18n/languages'

/** The demo provider's words in one language; `{amount}` in `win` is a formatted amount. */
export interface ProviderTexts {
  balance: string
  stake: string
  spin: string
  win: string
  noWin: string
  networkError: string
  /** The status line once the provider's API says the session has ended. */
  ended: string
  insufficientBalance: string
  invalidStake: string
  /** A round whose bet the wallet may not have taken: the provider cancelled it (a rollback). */
  refunded: string
  /** The page a player gets on opening an ended session: its title and its one sentence. */
  endedTitle: string
  endedNotice: string
}

/**
 * The provider's words in the product's languages. TY has none of its own: like the portal's
 * catalogs, it reads English.
 */
export const providerTexts: Readonly<Record<Exclude<LanguageCode, 'TY'>, ProviderTexts>> = {
  EN: {
    balance: 'Balance',
    stake: 'Stake',
    spin: 'Spin',
    win: 'Win {amount}',
    noWin: 'No win',
    networkError: 'Network error',
    ended: 'The game session has ended',
    insufficientBalance: 'Insufficient balance',
    invalidStake: 'Invalid stake',
    refunded: 'The round could not be played; your stake was refunded',
    endedTitle: 'Session ended',
    endedNotice: 'This game session has ended. Please start the game again from the site.',
  },
  CN: {
    balance: '余额',
    stake: '投注额',
    spin: '旋转',
    win: '赢得 {amount}',
    noWin: '未中奖',
    networkError: '网络错误',
    ended: '游戏会话已结束',
    insufficientBalance: '余额不足',
    invalidStake: '投注额无效',
    refunded: '本局未能进行，您的投注已退还',
    endedTitle: '会话已结束',
    endedNotice: '本次游戏会话已结束。请从网站重新启动游戏。',
  },
  ID: {
    balance: 'Saldo',
    stake: 'Taruhan',
    spin: 'Putar',
    win: 'Menang {amount}',
    noWin: 'Tidak menang',
    networkError: 'Kesalahan jaringan',
    ended: 'Sesi game telah berakhir',
    insufficientBalance: 'Saldo tidak mencukupi',
    invalidStake: 'Taruhan tidak valid',
    refunded: 'Putaran tidak dapat dimainkan; taruhan Anda telah dikembalikan',
    endedTitle: 'Sesi berakhir',
    endedNotice: 'Sesi game ini telah berakhir. Silakan mulai game lagi dari situs.',
  },
  TH: {
    balance: 'ยอดเงินคงเหลือ',
    stake: 'ยอดเดิมพัน',
    spin: 'หมุน',
    win: 'ชนะ {amount}',
    noWin: 'ไม่ชนะ',
    networkError: 'เครือข่ายขัดข้อง',
    ended: 'เซสชันเกมสิ้นสุดแล้ว',
    insufficientBalance: 'ยอดเงินคงเหลือไม่เพียงพอ',
    invalidStake: 'ยอดเดิมพันไม่ถูกต้อง',
    refunded: 'ไม่สามารถเล่นรอบนี้ได้ เงินเดิมพันของคุณได้รับคืนแล้ว',
    endedTitle: 'เซสชันสิ้นสุดแล้ว',
    endedNotice: 'เซสชันเกมนี้สิ้นสุดแล้ว กรุณาเริ่มเกมใหม่จากเว็บไซต์',
  },
  VI: {
    balance: 'Số dư',
    stake: 'Tiền cược',
    spin: 'Quay',
    win: 'Thắng {amount}',
    noWin: 'Không trúng',
    networkError: 'Lỗi mạng',
    ended: 'Phiên chơi đã kết thúc',
    insufficientBalance: 'Số dư không đủ',
    invalidStake: 'Tiền cược không hợp lệ',
    refunded: 'Không thể chơi ván này; tiền cược của bạn đã được hoàn lại',
    endedTitle: 'Phiên chơi đã kết thúc',
    endedNotice: 'Phiên chơi này đã kết thúc. Vui lòng mở lại trò chơi từ trang web.',
  },
  TL: {
    balance: 'Balanse',
    stake: 'Taya',
    spin: 'Paikutin',
    win: 'Panalo {amount}',
    noWin: 'Walang panalo',
    networkError: 'May problema sa network',
    ended: 'Natapos na ang session ng laro',
    insufficientBalance: 'Kulang ang iyong balanse',
    invalidStake: 'Hindi wasto ang taya',
    refunded: 'Hindi nalaro ang round; naibalik na ang iyong taya',
    endedTitle: 'Natapos na ang session',
    endedNotice: 'Natapos na ang session ng larong ito. Pakisimulang muli ang laro mula sa site.',
  },
}

/** What the provider's API says when it refuses (English, as a provider's API answers). */
export const providerRefusals = {
  ended: 'The game session has ended',
  invalidStake: 'Invalid stake',
  insufficientBalance: 'Insufficient balance',
  refunded: 'The round could not be played; your stake was refunded',
} as const satisfies Partial<Record<keyof ProviderTexts, string>>

/** The provider's words in a language of the product; TY and anything unknown read English. */
export function textsIn(language: string): ProviderTexts {
  const code = language.toUpperCase()
  return Object.hasOwn(providerTexts, code)
    ? providerTexts[code as keyof typeof providerTexts]
    : providerTexts.EN
}

/** The BCP 47 tag the page's `lang` and its number formats use for a language of the product. */
export const localeOf = (language: string): string => {
  const code = language.toUpperCase()
  return isLanguageCode(code) ? languageTable[code].bcp47 : 'en'
}

/** What a provider session stored at launch for its page: the language of its words and amounts, and their currency. */
export interface ProviderPageLocale {
  language: string
  currency: string
  minorUnits: number
}

/**
 * The words the script shows itself (the rest are written into the page): a win, no win, a
 * network error, the ended session, and each refusal of the API by its English text.
 */
export function scriptTexts(texts: ProviderTexts) {
  return {
    win: texts.win,
    noWin: texts.noWin,
    networkError: texts.networkError,
    ended: texts.ended,
    refusals: Object.fromEntries(
      Object.entries(providerRefusals).map(([key, english]) => [
        english,
        texts[key as keyof typeof providerRefusals],
      ]),
    ),
  }
}
