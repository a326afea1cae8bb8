import type { Brand } from '../../../src/config/brand.types'
import type { Tx } from '../domain'
import { referralCode } from '../invitations'
import { ApiError } from '../router'
import { inLanguage } from '../texts'
import type { SeedTexts } from './seed-texts'

/** The share texts every brand starts with: a title and a body naming {site}, {link} and {code}. */
const seedMaterials: { title: SeedTexts; body: SeedTexts }[] = [
  {
    title: {
      EN: 'Quick invite',
      CN: '快速邀请',
      ID: 'Undangan singkat',
      TH: 'ชวนแบบสั้น',
      VI: 'Lời mời nhanh',
      TL: 'Mabilisang imbitasyon',
    },
    body: {
      EN: 'Join me on {site}! Register with my link and start playing: {link}',
      CN: '和我一起来 {site} 玩吧！用我的链接注册即可开始：{link}',
      ID: 'Ayo main bareng aku di {site}! Daftar lewat link-ku dan langsung mulai: {link}',
      TH: 'มาเล่นกับฉันที่ {site} สิ! สมัครผ่านลิงก์ของฉันแล้วเริ่มเล่นได้เลย: {link}',
      VI: 'Chơi cùng mình trên {site} nhé! Đăng ký qua link của mình là chơi được ngay: {link}',
      TL: 'Samahan mo akong maglaro sa {site}! Mag-register gamit ang link ko at magsimula agad: {link}',
    },
  },
  {
    title: {
      EN: 'Invite with your code',
      CN: '邀请码邀请',
      ID: 'Undang dengan kode',
      TH: 'ชวนด้วยรหัส',
      VI: 'Mời bằng mã',
      TL: 'Imbitasyon gamit ang code',
    },
    body: {
      EN: 'I play on {site}. Sign up at {link} or enter my invitation code {code} when you register.',
      CN: '我在 {site} 玩。打开 {link} 注册，或在注册时填写我的邀请码 {code}。',
      ID: 'Aku main di {site}. Daftar di {link} atau masukkan kode undanganku {code} saat mendaftar.',
      TH: 'ฉันเล่นที่ {site} สมัครได้ที่ {link} หรือกรอกรหัสเชิญของฉัน {code} ตอนสมัคร',
      VI: 'Mình đang chơi trên {site}. Đăng ký tại {link} hoặc nhập mã mời {code} của mình khi đăng ký.',
      TL: 'Naglalaro ako sa {site}. Mag-sign up sa {link} o ilagay ang invitation code kong {code} kapag nag-register ka.',
    },
  },
  {
    title: {
      EN: 'Post for social media',
      CN: '社交平台文案',
      ID: 'Kiriman media sosial',
      TH: 'โพสต์โซเชียล',
      VI: 'Bài đăng mạng xã hội',
      TL: 'Post para sa social media',
    },
    body: {
      EN: 'Slots, live casino, sports and lottery in one place: {site}. Fast deposits and withdrawals, support around the clock. Sign up here: {link}',
      CN: '老虎机、真人娱乐场、体育和彩票，尽在 {site}。存取款快速，全天候客服。立即注册：{link}',
      ID: 'Slot, kasino live, olahraga, dan lotre dalam satu tempat: {site}. Deposit dan penarikan cepat, layanan 24 jam. Daftar di sini: {link}',
      TH: 'สล็อต คาสิโนสด กีฬา และหวย ครบในที่เดียวที่ {site} ฝากถอนรวดเร็ว บริการตลอด 24 ชั่วโมง สมัครเลย: {link}',
      VI: 'Slot, casino trực tiếp, thể thao và xổ số, tất cả tại {site}. Nạp rút nhanh, hỗ trợ 24/7. Đăng ký ngay: {link}',
      TL: 'Slots, live casino, sports at lotto sa iisang lugar: {site}. Mabilis na deposito at withdrawal, suporta 24/7. Mag-sign up dito: {link}',
    },
  },
]

/** Writes the brand's share texts for the marketing centre. */
export async function seedMarketing(tx: Tx, brand: Brand) {
  for (const [sort, material] of seedMaterials.entries())
    await tx.query(
      'INSERT INTO marketing_materials (merchant, title, body, sort) VALUES ($1, $2, $3, $4)',
      [brand.merchantCode, JSON.stringify(material.title), JSON.stringify(material.body), sort],
    )
}

/** The refusal of the marketing centre while the merchant switches it off. */
export const marketingUnavailable = 'The marketing centre is not available right now'

/** Fills a share text's {site}, {link} and {code}; other braces stay as the operator wrote them. */
export const fillMaterial = (body: string, values: Record<'site' | 'link' | 'code', string>) =>
  body.replace(/\{(site|link|code)\}/g, (_, key: 'site' | 'link' | 'code') => values[key])

/**
 * The marketing centre of a member (inbox.marketing): their invite link and code, the merchant's
 * share texts in the caller's language with those filled in, and what the code brought: accounts
 * registered under the member, in the last 7 days, those who deposited and their deposits.
 */
export async function marketingOf(
  q: Tx,
  who: { accountId: number; merchant: string; site: string; origin: string; language: string },
) {
  const [row] = await q.query<{
    affiliate_code: string | null
    registered: string
    week: string
    depositors: string
    deposits: string
  }>(
    `WITH invited AS (SELECT id, created_at FROM accounts WHERE upline_id = $1),
       paid AS (SELECT account_id, sum(amount) AS total FROM ledger
         WHERE kind = 'deposit' AND account_id IN (SELECT id FROM invited) GROUP BY account_id)
     SELECT a.affiliate_code,
       (SELECT count(*) FROM invited) AS registered,
       (SELECT count(*) FROM invited WHERE created_at > platform_now() - interval '7 days') AS week,
       (SELECT count(*) FROM paid) AS depositors,
       (SELECT coalesce(sum(total), 0) FROM paid) AS deposits
     FROM accounts a WHERE a.id = $1`,
    [who.accountId],
  )
  if (!row) throw new ApiError('Not logged in', 401)
  const code = referralCode(who.merchant, who.accountId, row.affiliate_code)
  const link = `${who.origin}/register?affiliateCode=${encodeURIComponent(code)}`
  const materials = await q.query<{
    id: string
    title: Record<string, string>
    body: Record<string, string>
  }>(
    'SELECT id, title, body FROM marketing_materials WHERE merchant = $1 ORDER BY sort, id LIMIT 20',
    [who.merchant],
  )
  return {
    code,
    link,
    materials: materials.map((m) => ({
      id: String(m.id),
      title: inLanguage(m.title, who.language),
      text: fillMaterial(inLanguage(m.body, who.language), { site: who.site, link, code }),
    })),
    results: {
      registered: Number(row.registered),
      registeredWeek: Number(row.week),
      depositors: Number(row.depositors),
      deposits: Number(row.deposits),
    },
  }
}
