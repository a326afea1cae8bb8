/**
 * What every brand publishes when it is seeded: banners for every group, notices with HTML bodies,
 * promotions, VIP levels and help articles. Texts are keyed by language; English is the fallback.
 */

type Texts = Record<string, string>

export const bannerGroups: Record<
  string,
  [Texts, 'none' | 'url' | 'route' | 'game' | 'promotion', string][]
> = {
  w_home: [
    [
      {
        EN: 'Welcome bonus 100% up to 5,000',
        CN: '首存礼金 100% 最高 5,000',
        VI: 'Thưởng chào mừng 100% đến 5.000',
      },
      'promotion',
      '1',
    ],
    [
      { EN: '10,000 slot games', CN: '上万款电子游戏', VI: '10.000 trò chơi slot' },
      'route',
      '/rng',
    ],
    [
      { EN: 'Fortune Ox is hot this week', VI: 'Fortune Ox đang hot tuần này' },
      'game',
      'PG/PG-FORTUNE-OX',
    ],
  ],
  w_rng: [
    [{ EN: 'Spin to win: daily slot missions' }, 'route', '/promotions'],
    [{ EN: 'New from PG Soft' }, 'none', ''],
  ],
  w_live: [
    [{ EN: 'Live baccarat, real dealers 24/7' }, 'game', 'EVO/EVO-LOBBY'],
    [{ EN: 'Live casino rebate 0.8%' }, 'route', '/promotions'],
  ],
  w_fish: [[{ EN: 'Catch the Fish King' }, 'game', 'JILI_FISH/JILI-FISH-KING']],
  w_pvp: [[{ EN: 'Teen Patti tables are open' }, 'none', '']],
  w_sports: [[{ EN: 'Every match, every market' }, 'game', 'SABA/SABA-LOBBY']],
  w_esports: [[{ EN: 'E-sports: bet on the finals' }, 'none', '']],
  w_lott: [[{ EN: 'Draws every minute' }, 'route', '/lottery']],
  w_down: [[{ EN: 'Play anywhere with the app' }, 'none', '']],
  w_promotion: [
    [{ EN: 'Promotions for every player' }, 'none', ''],
    [{ EN: 'Invite friends, earn together' }, 'url', 'https://example.com/referral-terms'],
  ],
  w_shop: [[{ EN: 'Spend your points in the mall' }, 'none', '']],
  w_help: [[{ EN: 'We are here to help, 24x7' }, 'none', '']],
  w_login: [[{ EN: "Sign in and claim today's rewards" }, 'none', '']],
  w_reg: [[{ EN: 'Join in a minute, play in seconds' }, 'none', '']],
}

export const notices: {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H'
  daysAgo: number
  title: Texts
  content: Texts
}[] = [
  {
    type: 'B',
    daysAgo: 0,
    title: {
      EN: 'Scheduled maintenance of the sportsbook',
      CN: '体育平台例行维护',
      VI: 'Bảo trì định kỳ cổng thể thao',
    },
    content: {
      EN: '<p>The sportsbook will be under maintenance on <strong>Tuesday from 02:00 to 04:00</strong>.</p><ul><li>Open bets are not affected.</li><li>Other games stay available.</li></ul>',
      CN: '<p>体育平台将于<strong>周二 02:00 至 04:00</strong>进行维护。</p><ul><li>未结算注单不受影响。</li><li>其他游戏照常开放。</li></ul>',
      VI: '<p>Cổng thể thao sẽ bảo trì vào <strong>thứ Ba từ 02:00 đến 04:00</strong>.</p><ul><li>Cược đang mở không bị ảnh hưởng.</li><li>Các trò chơi khác vẫn hoạt động.</li></ul>',
    },
  },
  {
    type: 'PL',
    daysAgo: 1,
    title: { EN: 'New payment channel: QR bank transfer', VI: 'Kênh nạp mới: chuyển khoản QR' },
    content: {
      EN: '<p>Deposit in seconds with <em>QR bank transfer</em>. Open <a href="/promotions">Promotions</a> for the first-deposit bonus.</p>',
      VI: '<p>Nạp tiền trong vài giây với <em>chuyển khoản QR</em>. Xem <a href="/promotions">Khuyến mãi</a> để nhận thưởng nạp đầu.</p>',
    },
  },
  {
    type: 'PU',
    daysAgo: 2,
    title: { EN: 'Weekly cashback is now paid every Monday' },
    content: {
      EN: '<p>Cashback of up to <strong>1.2%</strong> on slot bets is credited every Monday before noon.</p>',
    },
  },
  {
    type: 'PR',
    daysAgo: 4,
    title: { EN: 'Protect your account: never share your code' },
    content: {
      EN: '<p>Our staff will never ask for your password or verification code.</p><table><tr><th>Channel</th><th>Official</th></tr><tr><td>Telegram</td><td>Yes</td></tr><tr><td>Private SMS</td><td>No</td></tr></table>',
    },
  },
  {
    type: 'H',
    daysAgo: 6,
    title: { EN: 'Holiday opening hours of customer service' },
    content: {
      EN: '<p>Customer service stays open <strong>24x7</strong> through the holidays.</p>',
    },
  },
  {
    type: 'B',
    daysAgo: 9,
    title: { EN: 'Responsible gaming: set your limits' },
    content: {
      EN: '<p>You can set deposit and time limits in the member centre. Play for fun, and only with what you can afford.</p>',
    },
  },
]

export const promotions: {
  category: string
  title: Texts
  summary: Texts
  content: Texts
  /** What the promotion asks of a member (migration 016): apply, join, claim, signin or auto. */
  action: 'apply' | 'join' | 'claim' | 'signin' | 'auto'
  /** What claim and signin credit, in whole currency units. */
  bonus?: number
  startsInDays: number
  days: number | null
}[] = [
  {
    category: 'new',
    title: { EN: '100% welcome bonus', CN: '首存 100% 礼金', VI: 'Thưởng chào mừng 100%' },
    summary: { EN: 'Double your first deposit up to 5,000.' },
    content: {
      EN: '<h3>Terms</h3><ol><li>First deposit of at least 100.</li><li>Turnover 15 times the bonus before withdrawal.</li><li>One bonus per household.</li></ol>',
    },
    action: 'apply',
    startsInDays: -30,
    days: 90,
  },
  {
    category: 'slots',
    title: { EN: 'Slot cashback every Monday' },
    summary: { EN: 'Up to 1.2% back on all slot bets, paid automatically.' },
    content: {
      EN: '<p>Cashback is computed on valid slot bets from Monday to Sunday and credited on Monday.</p>',
    },
    action: 'auto',
    startsInDays: -60,
    days: null,
  },
  {
    category: 'live',
    title: { EN: 'Live casino winning streak' },
    summary: { EN: 'Win 8 hands in a row and claim up to 8,888.' },
    content: {
      EN: '<p>Send the round numbers of your streak with a screenshot. Minimum bet 100 per hand.</p>',
    },
    action: 'apply',
    startsInDays: -10,
    days: 30,
  },
  {
    category: 'sports',
    title: { EN: 'Sports parlay insurance' },
    summary: { EN: 'Lose a 5-leg parlay by one leg and get the stake back.' },
    content: {
      EN: '<p>Applies to parlays of 5 or more legs with odds of 1.5 or more per leg.</p>',
    },
    action: 'apply',
    startsInDays: 5,
    days: 30,
  },
  {
    category: 'new',
    title: { EN: 'Summer festival' },
    summary: { EN: 'Daily prizes through the summer festival.' },
    content: { EN: '<p>The festival has ended. Thank you for playing.</p>' },
    action: 'apply',
    startsInDays: -120,
    days: 30,
  },
  {
    category: 'new',
    title: {
      EN: 'Free 18 for new members',
      CN: '新会员免费领 18',
      VI: 'Tặng 18 cho thành viên mới',
    },
    summary: { EN: 'Claim a free 18 to try any game. One claim per member.' },
    content: {
      EN: '<p>Press <strong>Claim</strong> and the bonus is credited to your main wallet at once.</p><ul><li>One claim per member.</li><li>Turnover 3 times the bonus before withdrawal.</li></ul>',
    },
    action: 'claim',
    bonus: 18,
    startsInDays: -7,
    days: 60,
  },
  {
    category: 'sports',
    title: { EN: 'Weekend football challenge', VI: 'Thử thách bóng đá cuối tuần' },
    summary: { EN: 'Join and place 10 sports bets this weekend to share the prize pool.' },
    content: {
      EN: '<p>Join once and every sports bet of 50 or more counts toward the challenge.</p><p>The prize pool is shared among everyone who places 10 bets.</p>',
    },
    action: 'join',
    startsInDays: -3,
    days: 14,
  },
  {
    category: 'live',
    title: { EN: 'Daily sign-in reward', VI: 'Thưởng điểm danh hằng ngày' },
    summary: { EN: 'Sign in every day for a small reward.' },
    content: {
      EN: '<p>Press <strong>Sign in</strong> once a day and 1 is credited to your main wallet.</p>',
    },
    action: 'signin',
    bonus: 1,
    startsInDays: -30,
    days: null,
  },
]

export const vipLevels: [
  name: string,
  betRequired: number,
  upgradeBonus: number,
  monthlyBonus: number,
  rebateBp: number,
][] = [
  ['Member', 0, 0, 0, 30],
  ['Bronze', 500_000, 5_800, 1_800, 40],
  ['Silver', 2_000_000, 18_800, 5_800, 50],
  ['Gold', 10_000_000, 58_800, 18_800, 60],
  ['Platinum', 50_000_000, 188_800, 58_800, 70],
  ['Diamond', 200_000_000, 588_800, 188_800, 80],
  ['Crown', 1_000_000_000, 1_888_800, 588_800, 100],
]

export const helpArticles: { category: string; title: Texts; content: Texts }[] = [
  {
    category: 'account',
    title: { EN: 'How do I register?', CN: '如何注册？', VI: 'Làm sao để đăng ký?' },
    content: {
      EN: '<p>Press <strong>Sign up</strong>, fill in a username and password, and agree to the terms. You must be 18 or over.</p>',
      CN: '<p>点击<strong>注册</strong>，填写用户名和密码并同意条款。您必须年满 18 岁。</p>',
      VI: '<p>Nhấn <strong>Đăng ký</strong>, nhập tên đăng nhập và mật khẩu, rồi đồng ý với điều khoản. Bạn phải từ 18 tuổi trở lên.</p>',
    },
  },
  {
    category: 'account',
    title: { EN: 'I forgot my password', CN: '忘记密码', VI: 'Tôi quên mật khẩu' },
    content: {
      EN: '<p>Use <em>Forgot password</em> in the login window: we send a code to your bound phone or a link to your email.</p>',
      CN: '<p>在登录窗口使用<em>忘记密码</em>：我们会向您绑定的手机发送验证码，或向您的邮箱发送链接。</p>',
      VI: '<p>Dùng <em>Quên mật khẩu</em> trong cửa sổ đăng nhập: chúng tôi gửi mã đến số điện thoại đã liên kết hoặc liên kết đến email của bạn.</p>',
    },
  },
  {
    category: 'deposit',
    title: {
      EN: 'How long does a deposit take?',
      CN: '存款需要多长时间？',
      VI: 'Nạp tiền mất bao lâu?',
    },
    content: {
      EN: '<p>Most deposits are credited within a minute. Bank transfers can take up to 15 minutes.</p>',
      CN: '<p>大多数存款一分钟内到账。银行转账最长可能需要 15 分钟。</p>',
      VI: '<p>Hầu hết các khoản nạp được cộng trong vòng một phút. Chuyển khoản ngân hàng có thể mất đến 15 phút.</p>',
    },
  },
  {
    category: 'withdrawal',
    title: {
      EN: 'How do I confirm a withdrawal?',
      CN: '如何确认取款？',
      VI: 'Làm sao để xác nhận rút tiền?',
    },
    content: {
      EN: '<p>After we pay out, open <strong>Withdraw</strong> and mark the order received, not received (with proof) or partly received.</p>',
      CN: '<p>我们出款后，打开<strong>取款</strong>，将订单标记为已到账、未到账（需上传凭证）或部分到账。</p>',
      VI: '<p>Sau khi chúng tôi chi trả, mở <strong>Rút tiền</strong> và đánh dấu lệnh là đã nhận, chưa nhận (kèm bằng chứng) hoặc nhận một phần.</p>',
    },
  },
  {
    category: 'games',
    title: { EN: 'A game will not load', CN: '游戏无法加载', VI: 'Trò chơi không tải được' },
    content: {
      EN: '<p>Allow pop-ups for this site, check your connection, and try again. If a game is under maintenance, the lobby says so. See also the <a href="/down">app download</a>.</p>',
      CN: '<p>请允许本网站弹出窗口，检查网络连接后重试。如果游戏正在维护，大厅会显示提示。也可以试试<a href="/down">下载应用</a>。</p>',
      VI: '<p>Hãy cho phép cửa sổ bật lên cho trang này, kiểm tra kết nối và thử lại. Nếu trò chơi đang bảo trì, sảnh sẽ thông báo. Bạn cũng có thể <a href="/down">tải ứng dụng</a>.</p>',
    },
  },
]

/** Help categories' titles by language (English is the fallback). */
export const helpTitles: Record<string, Texts> = {
  account: { EN: 'Account', CN: '账户', ID: 'Akun', TH: 'บัญชี', VI: 'Tài khoản', TL: 'Account' },
  deposit: {
    EN: 'Deposit',
    CN: '存款',
    ID: 'Deposit',
    TH: 'ฝากเงิน',
    VI: 'Nạp tiền',
    TL: 'Deposito',
  },
  withdrawal: {
    EN: 'Withdrawal',
    CN: '取款',
    ID: 'Penarikan',
    TH: 'ถอนเงิน',
    VI: 'Rút tiền',
    TL: 'Pag-withdraw',
  },
  games: { EN: 'Games', CN: '游戏', ID: 'Permainan', TH: 'เกม', VI: 'Trò chơi', TL: 'Mga laro' },
}
