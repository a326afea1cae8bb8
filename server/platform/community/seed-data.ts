/** Chat rooms every brand starts with: [slug, name per language]. */
export const chatRooms: [string, Record<string, string>][] = [
  [
    'lobby',
    {
      EN: 'Lobby',
      CN: '大厅',
      ID: 'Lobi',
      TH: 'ล็อบบี้',
      VI: 'Sảnh chung',
      TL: 'Lobby',
    },
  ],
  [
    'slots',
    {
      EN: 'Slots talk',
      CN: '老虎机讨论',
      ID: 'Obrolan slot',
      TH: 'คุยเรื่องสล็อต',
      VI: 'Bàn về slot',
      TL: 'Usapang slots',
    },
  ],
  [
    'sports',
    {
      EN: 'Sports corner',
      CN: '体育角',
      ID: 'Pojok olahraga',
      TH: 'มุมกีฬา',
      VI: 'Góc thể thao',
      TL: 'Sulok ng sports',
    },
  ],
]

/** Messages the lobby starts with: [demo username, text, minutes ago]. */
export const chatSeed: [string, string, number][] = [
  ['demo_agent', 'Welcome to the lobby! Be kind and keep it friendly.', 180],
  ['demo_member', 'Anyone tried the new fishing game?', 95],
  ['demo_sub1', 'Yes, the boss fish pays well tonight.', 90],
  ['demo_sub2', 'Good luck everyone 🍀', 12],
]

/** The 7 daily rewards in whole currency units, before the currency's scale. */
export const checkinRewardUnits = [1, 2, 3, 5, 8, 10, 20]

/** Calendar time zones by currency; a brand with another currency counts days in UTC. */
export const zoneByCurrency: Record<string, string> = {
  PHP: 'Asia/Manila',
  VND: 'Asia/Ho_Chi_Minh',
  THB: 'Asia/Bangkok',
  IDR: 'Asia/Jakarta',
  CNY: 'Asia/Shanghai',
}

/** A blog post: language, title, summary, HTML body, days ago. */
export type BlogSeed = [string, string, string, string, number]

/** Blog posts every brand starts with ({brand} is the brand's display name). */
export const blogSeed: BlogSeed[] = [
  [
    'EN',
    'Five tips for playing slots responsibly',
    'Set a budget, take breaks and know when to stop: simple habits that keep the fun in the game.',
    '<p>Slots are built for entertainment. These habits help you keep it that way:</p><ol><li><strong>Set a budget</strong> before you start and stick to it.</li><li>Take a break every hour.</li><li>Never chase losses.</li><li>Read the paytable to understand a game.</li><li>Use the member centre to review your betting record.</li></ol><p>If you need help, our support team is available around the clock.</p>',
    1,
  ],
  [
    'EN',
    'How the daily sign-in task works',
    'Check in once a day, build a streak and collect a bigger reward on every day of the week.',
    '<p>Every calendar day you can check in once from the <a href="/checkin">daily sign-in</a> page. Each day of your streak pays more, up to day 7, and then the cycle starts again.</p><p>Miss a day and your streak starts over at day 1, so come back every day!</p>',
    3,
  ],
  [
    'EN',
    'Invite friends and earn together',
    'Share your referral link and earn a commission on every bet your friends place.',
    '<p>Your personal referral code and link are waiting on the <a href="/referral">invite friends</a> page. Share them, or let a friend scan your QR code.</p><ul><li>Your friend registers with your code.</li><li>They play their favourite games.</li><li>You earn a commission on their stake.</li></ul>',
    6,
  ],
  [
    'EN',
    'Live casino etiquette',
    'What dealers and other players appreciate at the live tables.',
    '<p>The live casino brings a real table to your screen. Keep the chat friendly, place your bets before the timer ends and remember that dealers cannot see your cards.</p><blockquote>Good manners make every table better.</blockquote>',
    9,
  ],
  [
    'EN',
    'Understanding sports odds',
    'Decimal, fractional and Asian handicap odds explained in plain words.',
    '<h2>Decimal odds</h2><p>Multiply your stake by the odds to see the return: a stake of 10 at 2.50 returns 25.</p><h2>Asian handicap</h2><p>A handicap removes the draw by giving one team a head start in goals.</p>',
    14,
  ],
  [
    'EN',
    'Meet the winners of the month',
    'Big wins came from slots, fishing and the live tables this month.',
    '<p>Congratulations to every player on our <a href="/winners">winners list</a>! This month the biggest wins came from slots and fishing games.</p>',
    20,
  ],
  [
    'EN',
    'Keep your account safe',
    'Strong passwords and verification codes: what never to share.',
    '<p>Use a password you use nowhere else, and never share verification codes with anyone, including customer service.</p>',
    27,
  ],
  [
    'VI',
    'Năm mẹo chơi slot có trách nhiệm',
    'Đặt ngân sách, nghỉ giải lao và biết khi nào dừng lại: những thói quen giúp trò chơi luôn vui.',
    '<p>Slot được tạo ra để giải trí. Những thói quen sau giúp bạn giữ được điều đó:</p><ol><li><strong>Đặt ngân sách</strong> trước khi chơi và tuân thủ nó.</li><li>Nghỉ giải lao mỗi giờ.</li><li>Đừng bao giờ cố gỡ lại khi thua.</li><li>Đọc bảng trả thưởng để hiểu trò chơi.</li><li>Xem lại lịch sử cược trong trung tâm thành viên.</li></ol>',
    1,
  ],
  [
    'VI',
    'Nhiệm vụ điểm danh hằng ngày',
    'Điểm danh mỗi ngày một lần, giữ chuỗi ngày và nhận thưởng lớn hơn mỗi ngày trong tuần.',
    '<p>Mỗi ngày bạn có thể điểm danh một lần tại trang <a href="/checkin">điểm danh hằng ngày</a>. Mỗi ngày trong chuỗi được thưởng nhiều hơn, đến ngày thứ 7 thì chu kỳ bắt đầu lại.</p>',
    3,
  ],
  [
    'VI',
    'Mời bạn bè, cùng nhận thưởng',
    'Chia sẻ liên kết giới thiệu và nhận hoa hồng trên mỗi cược của bạn bè.',
    '<p>Mã giới thiệu và liên kết của bạn có tại trang <a href="/referral">mời bạn bè</a>. Hãy chia sẻ hoặc để bạn bè quét mã QR.</p>',
    6,
  ],
  [
    'CN',
    '负责任地玩老虎机的五个建议',
    '设定预算、适时休息、懂得停止：让游戏保持乐趣的简单习惯。',
    '<p>老虎机是为娱乐而设计的。以下习惯能帮助您保持这种乐趣：</p><ol><li>开始前<strong>设定预算</strong>并严格遵守。</li><li>每小时休息一次。</li><li>不要追回损失。</li><li>阅读赔付表以了解游戏。</li></ol>',
    1,
  ],
  [
    'CN',
    '每日签到任务说明',
    '每天签到一次，累积连续天数，一周中每天的奖励都会更多。',
    '<p>每个自然日您都可以在<a href="/checkin">每日签到</a>页面签到一次。连续签到的每一天奖励更多，第 7 天之后重新开始。</p>',
    3,
  ],
]
