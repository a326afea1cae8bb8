/**
 * What every brand publishes when it is seeded: banners for every group, notices with HTML bodies,
 * promotions, VIP levels and help articles. Texts are keyed by language; English is the fallback.
 */

import type { Texts } from '../texts'
import type { RaffleSeed } from './raffle'

export const bannerGroups: Record<
  string,
  [Texts, 'none' | 'url' | 'route' | 'game' | 'promotion', string][]
> = {
  w_home: [
    [
      {
        EN: 'Welcome bonus 100% up to 5,000',
        CN: '首存礼金 100% 最高 5,000',
        ID: 'Bonus sambutan 100% hingga 5.000',
        TH: 'โบนัสต้อนรับ 100% สูงสุด 5,000',
        VI: 'Thưởng chào mừng 100% đến 5.000',
        TL: 'Welcome bonus na 100% hanggang 5,000',
      },
      'promotion',
      '1',
    ],
    [
      {
        EN: '10,000 slot games',
        CN: '上万款电子游戏',
        ID: '10.000 game slot',
        TH: 'เกมสล็อต 10,000 เกม',
        VI: '10.000 trò chơi slot',
        TL: '10,000 na slot game',
      },
      'route',
      '/rng',
    ],
    [
      {
        EN: 'Fortune Ox is hot this week',
        CN: 'Fortune Ox 本周最火爆',
        ID: 'Fortune Ox lagi hot minggu ini',
        TH: 'Fortune Ox มาแรงสัปดาห์นี้',
        VI: 'Fortune Ox đang hot tuần này',
        TL: 'Patok ngayong linggo ang Fortune Ox',
      },
      'game',
      'PG/PG-FORTUNE-OX',
    ],
  ],
  w_rng: [
    [
      {
        EN: 'Spin to win: daily slot missions',
        CN: '转出大奖：每日电子游戏任务',
        ID: 'Putar dan menang: misi slot harian',
        TH: 'หมุนลุ้นรางวัล: ภารกิจสล็อตรายวัน',
        VI: 'Quay là thắng: nhiệm vụ slot hằng ngày',
        TL: 'Mag-spin para manalo: araw-araw na slot mission',
      },
      'route',
      '/promotions',
    ],
    [
      {
        EN: 'New from PG Soft',
        CN: 'PG Soft 新游上线',
        ID: 'Terbaru dari PG Soft',
        TH: 'เกมใหม่จาก PG Soft',
        VI: 'Mới ra mắt từ PG Soft',
        TL: 'Bago mula sa PG Soft',
      },
      'none',
      '',
    ],
  ],
  w_live: [
    [
      {
        EN: 'Live baccarat, real dealers 24/7',
        CN: '真人百家乐，真人荷官 24/7 在线',
        ID: 'Baccarat live, dealer asli 24/7',
        TH: 'บาคาร่าสด ดีลเลอร์ตัวจริง 24/7',
        VI: 'Baccarat trực tiếp, dealer thật 24/7',
        TL: 'Live baccarat, totoong dealer 24/7',
      },
      'game',
      'EVO/EVO-LOBBY',
    ],
    [
      {
        EN: 'Live casino rebate 0.8%',
        CN: '真人娱乐返水 0.8%',
        ID: 'Rabat live casino 0,8%',
        TH: 'เงินคืนคาสิโนสด 0.8%',
        VI: 'Hoàn trả casino trực tiếp 0,8%',
        TL: 'Live casino rebate na 0.8%',
      },
      'route',
      '/promotions',
    ],
  ],
  w_fish: [
    [
      {
        EN: 'Catch the Fish King',
        CN: '挑战 Fish King',
        ID: 'Tangkap Fish King',
        TH: 'ล่า Fish King',
        VI: 'Săn Fish King',
        TL: 'Hulihin ang Fish King',
      },
      'game',
      'JILI_FISH/JILI-FISH-KING',
    ],
  ],
  w_pvp: [
    [
      {
        EN: 'Teen Patti tables are open',
        CN: 'Teen Patti 牌桌已开放',
        ID: 'Meja Teen Patti sudah dibuka',
        TH: 'โต๊ะ Teen Patti เปิดแล้ว',
        VI: 'Bàn Teen Patti đã mở',
        TL: 'Bukas na ang mga mesa ng Teen Patti',
      },
      'none',
      '',
    ],
  ],
  w_sports: [
    [
      {
        EN: 'Every match, every market',
        CN: '场场赛事，全盘口覆盖',
        ID: 'Setiap pertandingan, setiap pasaran',
        TH: 'ทุกแมตช์ ทุกตลาดเดิมพัน',
        VI: 'Mọi trận đấu, mọi kèo cược',
        TL: 'Bawat laban, bawat market',
      },
      'game',
      'SABA/SABA-LOBBY',
    ],
  ],
  w_esports: [
    [
      {
        EN: 'E-sports: bet on the finals',
        CN: '电竞：投注总决赛',
        ID: 'E-sports: pasang taruhan di babak final',
        TH: 'อีสปอร์ต: เดิมพันรอบชิงชนะเลิศ',
        VI: 'E-sports: cược trận chung kết',
        TL: 'E-sports: tumaya sa finals',
      },
      'none',
      '',
    ],
  ],
  w_lott: [
    [
      {
        EN: 'Draws every minute',
        CN: '每分钟开奖',
        ID: 'Undian setiap menit',
        TH: 'ออกผลทุกนาที',
        VI: 'Quay thưởng mỗi phút',
        TL: 'May draw bawat minuto',
      },
      'route',
      '/lottery',
    ],
  ],
  w_down: [
    [
      {
        EN: 'Play anywhere with the app',
        CN: '下载 App，随时随地畅玩',
        ID: 'Main di mana saja dengan aplikasi',
        TH: 'เล่นได้ทุกที่ผ่านแอป',
        VI: 'Chơi mọi lúc mọi nơi với ứng dụng',
        TL: 'Maglaro kahit saan gamit ang app',
      },
      'none',
      '',
    ],
  ],
  w_promotion: [
    [
      {
        EN: 'Promotions for every player',
        CN: '人人有份的优惠活动',
        ID: 'Promosi untuk setiap pemain',
        TH: 'โปรโมชั่นสำหรับผู้เล่นทุกคน',
        VI: 'Khuyến mãi cho mọi người chơi',
        TL: 'Mga promo para sa bawat player',
      },
      'none',
      '',
    ],
    [
      {
        EN: 'Invite friends, earn together',
        CN: '邀请好友，一起赚',
        ID: 'Ajak teman, untung bersama',
        TH: 'ชวนเพื่อน รับรายได้ไปด้วยกัน',
        VI: 'Mời bạn bè, cùng nhau kiếm thưởng',
        TL: 'Mag-imbita ng kaibigan, sabay kumita',
      },
      'url',
      'https://example.com/referral-terms',
    ],
  ],
  w_shop: [
    [
      {
        EN: 'Spend your points in the mall',
        CN: '积分商城，积分随心兑',
        ID: 'Tukarkan poin Anda di toko poin',
        TH: 'ใช้คะแนนของคุณที่ร้านค้าแลกคะแนน',
        VI: 'Đổi điểm của bạn tại cửa hàng điểm',
        TL: 'Gamitin ang iyong puntos sa point mall',
      },
      'none',
      '',
    ],
  ],
  w_help: [
    [
      {
        EN: 'We are here to help, 24x7',
        CN: '24x7 全天候为您服务',
        ID: 'Kami siap membantu, 24x7',
        TH: 'เราพร้อมช่วยเหลือคุณ 24x7',
        VI: 'Chúng tôi luôn sẵn sàng hỗ trợ, 24x7',
        TL: 'Nandito kami para tumulong, 24x7',
      },
      'none',
      '',
    ],
  ],
  w_login: [
    [
      {
        EN: "Sign in and claim today's rewards",
        CN: '登录领取今日奖励',
        ID: 'Masuk dan klaim hadiah hari ini',
        TH: 'เข้าสู่ระบบแล้วรับรางวัลของวันนี้',
        VI: 'Đăng nhập và nhận thưởng hôm nay',
        TL: 'Mag-sign in at kunin ang mga reward ngayong araw',
      },
      'none',
      '',
    ],
  ],
  w_reg: [
    [
      {
        EN: 'Join in a minute, play in seconds',
        CN: '一分钟注册，秒速开玩',
        ID: 'Daftar dalam semenit, main dalam hitungan detik',
        TH: 'สมัครใน 1 นาที เริ่มเล่นได้ในไม่กี่วินาที',
        VI: 'Đăng ký trong một phút, chơi ngay trong vài giây',
        TL: 'Sumali sa loob ng isang minuto, maglaro sa ilang segundo',
      },
      'none',
      '',
    ],
  ],
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
      ID: 'Pemeliharaan terjadwal sportsbook',
      TH: 'ปิดปรับปรุงระบบกีฬาตามกำหนดการ',
      VI: 'Bảo trì định kỳ cổng thể thao',
      TL: 'Naka-iskedyul na maintenance ng sportsbook',
    },
    content: {
      EN: '<p>The sportsbook will be under maintenance on <strong>Tuesday from 02:00 to 04:00</strong>.</p><ul><li>Open bets are not affected.</li><li>Other games stay available.</li></ul>',
      CN: '<p>体育平台将于<strong>周二 02:00 至 04:00</strong>进行维护。</p><ul><li>未结算注单不受影响。</li><li>其他游戏照常开放。</li></ul>',
      ID: '<p>Sportsbook akan menjalani pemeliharaan pada <strong>hari Selasa pukul 02:00 hingga 04:00</strong>.</p><ul><li>Taruhan yang masih berjalan tidak terpengaruh.</li><li>Permainan lain tetap tersedia.</li></ul>',
      TH: '<p>ระบบกีฬาจะปิดปรับปรุงใน<strong>วันอังคาร เวลา 02:00 ถึง 04:00 น.</strong></p><ul><li>เดิมพันที่ยังไม่ได้ตัดสินจะไม่ได้รับผลกระทบ</li><li>เกมอื่นยังเล่นได้ตามปกติ</li></ul>',
      VI: '<p>Cổng thể thao sẽ bảo trì vào <strong>thứ Ba từ 02:00 đến 04:00</strong>.</p><ul><li>Cược đang mở không bị ảnh hưởng.</li><li>Các trò chơi khác vẫn hoạt động.</li></ul>',
      TL: '<p>Magkakaroon ng maintenance ang sportsbook sa <strong>Martes mula 02:00 hanggang 04:00</strong>.</p><ul><li>Hindi apektado ang mga bukas na taya.</li><li>Bukas pa rin ang ibang mga laro.</li></ul>',
    },
  },
  {
    type: 'PL',
    daysAgo: 1,
    title: {
      EN: 'New payment channel: QR bank transfer',
      CN: '新支付渠道：扫码银行转账',
      ID: 'Metode pembayaran baru: transfer bank QR',
      TH: 'ช่องทางชำระเงินใหม่: โอนผ่านธนาคารด้วย QR',
      VI: 'Kênh nạp mới: chuyển khoản QR',
      TL: 'Bagong payment channel: QR bank transfer',
    },
    content: {
      EN: '<p>Deposit in seconds with <em>QR bank transfer</em>. Open <a href="/promotions">Promotions</a> for the first-deposit bonus.</p>',
      CN: '<p>使用<em>扫码银行转账</em>，存款秒到账。打开<a href="/promotions">优惠活动</a>领取首存礼金。</p>',
      ID: '<p>Deposit dalam hitungan detik dengan <em>transfer bank QR</em>. Buka <a href="/promotions">Promosi</a> untuk bonus deposit pertama.</p>',
      TH: '<p>ฝากเงินได้ในไม่กี่วินาทีด้วย<em>การโอนผ่านธนาคารด้วย QR</em> เปิด<a href="/promotions">โปรโมชั่น</a>เพื่อรับโบนัสฝากครั้งแรก</p>',
      VI: '<p>Nạp tiền trong vài giây với <em>chuyển khoản QR</em>. Xem <a href="/promotions">Khuyến mãi</a> để nhận thưởng nạp đầu.</p>',
      TL: '<p>Mag-deposit sa loob ng ilang segundo gamit ang <em>QR bank transfer</em>. Buksan ang <a href="/promotions">Mga promo</a> para sa first-deposit bonus.</p>',
    },
  },
  {
    type: 'PU',
    daysAgo: 2,
    title: {
      EN: 'Weekly cashback is now paid every Monday',
      CN: '每周返现现改为每周一发放',
      ID: 'Cashback mingguan kini dibayarkan setiap Senin',
      TH: 'เงินคืนรายสัปดาห์ เปลี่ยนเป็นจ่ายทุกวันจันทร์',
      VI: 'Hoàn tiền hằng tuần nay được trả vào thứ Hai',
      TL: 'Ibinibigay na tuwing Lunes ang lingguhang cashback',
    },
    content: {
      EN: '<p>Cashback of up to <strong>1.2%</strong> on slot bets is credited every Monday before noon.</p>',
      CN: '<p>电子游戏投注最高 <strong>1.2%</strong> 的返现将于每周一中午前到账。</p>',
      ID: '<p>Cashback hingga <strong>1,2%</strong> untuk taruhan slot dikreditkan setiap Senin sebelum tengah hari.</p>',
      TH: '<p>เงินคืนสูงสุด <strong>1.2%</strong> จากยอดเดิมพันสล็อต จะเข้าบัญชีทุกวันจันทร์ก่อนเที่ยง</p>',
      VI: '<p>Hoàn tiền lên đến <strong>1,2%</strong> cho cược slot được cộng vào mỗi thứ Hai trước 12 giờ trưa.</p>',
      TL: '<p>Ang cashback na hanggang <strong>1.2%</strong> sa mga taya sa slot ay ibinibigay tuwing Lunes bago magtanghali.</p>',
    },
  },
  {
    type: 'PR',
    daysAgo: 4,
    title: {
      EN: 'Protect your account: never share your code',
      CN: '保护账户安全：切勿泄露验证码',
      ID: 'Lindungi akun Anda: jangan pernah bagikan kode Anda',
      TH: 'ปกป้องบัญชีของคุณ: ห้ามบอกรหัสให้ผู้อื่น',
      VI: 'Bảo vệ tài khoản: không bao giờ chia sẻ mã của bạn',
      TL: 'Protektahan ang iyong account: huwag ibahagi ang iyong code',
    },
    content: {
      EN: '<p>Our staff will never ask for your password or verification code.</p><table><tr><th>Channel</th><th>Official</th></tr><tr><td>Telegram</td><td>Yes</td></tr><tr><td>Private SMS</td><td>No</td></tr></table>',
      CN: '<p>我们的工作人员绝不会索要您的密码或验证码。</p><table><tr><th>渠道</th><th>是否官方</th></tr><tr><td>Telegram</td><td>是</td></tr><tr><td>私人短信</td><td>否</td></tr></table>',
      ID: '<p>Staf kami tidak akan pernah meminta kata sandi atau kode verifikasi Anda.</p><table><tr><th>Saluran</th><th>Resmi</th></tr><tr><td>Telegram</td><td>Ya</td></tr><tr><td>SMS pribadi</td><td>Tidak</td></tr></table>',
      TH: '<p>เจ้าหน้าที่ของเราจะไม่ขอรหัสผ่านหรือรหัสยืนยันของคุณเด็ดขาด</p><table><tr><th>ช่องทาง</th><th>ทางการ</th></tr><tr><td>Telegram</td><td>ใช่</td></tr><tr><td>SMS ส่วนตัว</td><td>ไม่ใช่</td></tr></table>',
      VI: '<p>Nhân viên của chúng tôi sẽ không bao giờ hỏi mật khẩu hoặc mã xác minh của bạn.</p><table><tr><th>Kênh</th><th>Chính thức</th></tr><tr><td>Telegram</td><td>Có</td></tr><tr><td>SMS riêng</td><td>Không</td></tr></table>',
      TL: '<p>Hindi kailanman hihingin ng aming staff ang iyong password o verification code.</p><table><tr><th>Channel</th><th>Opisyal</th></tr><tr><td>Telegram</td><td>Oo</td></tr><tr><td>Pribadong SMS</td><td>Hindi</td></tr></table>',
    },
  },
  {
    type: 'H',
    daysAgo: 6,
    title: {
      EN: 'Holiday opening hours of customer service',
      CN: '节假日客服服务时间',
      ID: 'Jam layanan pelanggan selama hari libur',
      TH: 'เวลาทำการฝ่ายบริการลูกค้าช่วงวันหยุด',
      VI: 'Giờ làm việc của bộ phận chăm sóc khách hàng dịp lễ',
      TL: 'Oras ng customer service ngayong holiday',
    },
    content: {
      EN: '<p>Customer service stays open <strong>24x7</strong> through the holidays.</p>',
      CN: '<p>节假日期间客服 <strong>24x7</strong> 全天候在线。</p>',
      ID: '<p>Layanan pelanggan tetap buka <strong>24x7</strong> selama hari libur.</p>',
      TH: '<p>ฝ่ายบริการลูกค้าเปิดให้บริการ <strong>24x7</strong> ตลอดช่วงวันหยุด</p>',
      VI: '<p>Bộ phận chăm sóc khách hàng vẫn làm việc <strong>24x7</strong> trong suốt kỳ nghỉ lễ.</p>',
      TL: '<p>Bukas pa rin ang customer service nang <strong>24x7</strong> sa buong holiday.</p>',
    },
  },
  {
    type: 'B',
    daysAgo: 9,
    title: {
      EN: 'Responsible gaming: set your limits',
      CN: '理性游戏：设置您的限额',
      ID: 'Bermain secara bertanggung jawab: atur batas Anda',
      TH: 'เล่นอย่างรับผิดชอบ: ตั้งขีดจำกัดของคุณ',
      VI: 'Chơi có trách nhiệm: hãy đặt giới hạn',
      TL: 'Responsableng paglalaro: itakda ang iyong mga limit',
    },
    content: {
      EN: '<p>You can set deposit and time limits in the member centre. Play for fun, and only with what you can afford.</p>',
      CN: '<p>您可以在会员中心设置存款限额和游戏时间限制。娱乐为主，量力而行。</p>',
      ID: '<p>Anda dapat mengatur batas deposit dan waktu bermain di pusat member. Bermainlah untuk bersenang-senang, dan hanya dengan dana yang mampu Anda tanggung.</p>',
      TH: '<p>คุณสามารถตั้งขีดจำกัดการฝากเงินและเวลาเล่นได้ที่ศูนย์สมาชิก เล่นเพื่อความสนุก และใช้เงินเท่าที่คุณรับไหวเท่านั้น</p>',
      VI: '<p>Bạn có thể đặt giới hạn nạp tiền và thời gian chơi trong trung tâm thành viên. Hãy chơi để giải trí và chỉ với số tiền bạn có thể chi trả.</p>',
      TL: '<p>Maaari kang magtakda ng limit sa deposito at oras sa member centre. Maglaro para sa kasiyahan, at gamit lamang ang kaya mong gastusin.</p>',
    },
  },
]

export const promotions: {
  category: string
  title: Texts
  summary: Texts
  content: Texts
  /** What the promotion asks of a member (migrations 016, 030): apply, join, claim, signin, auto or raffle. */
  action: 'apply' | 'join' | 'claim' | 'signin' | 'auto' | 'raffle'
  /** What claim and signin credit, in whole currency units. */
  bonus?: number
  /** A raffle's rule and prizes (action raffle). */
  raffle?: RaffleSeed
  startsInDays: number
  days: number | null
}[] = [
  {
    category: 'new',
    title: {
      EN: '100% welcome bonus',
      CN: '首存 100% 礼金',
      ID: 'Bonus sambutan 100%',
      TH: 'โบนัสต้อนรับ 100%',
      VI: 'Thưởng chào mừng 100%',
      TL: '100% welcome bonus',
    },
    summary: {
      EN: 'Double your first deposit up to 5,000.',
      CN: '首存翻倍，最高 5,000。',
      ID: 'Gandakan deposit pertama Anda hingga 5.000.',
      TH: 'รับเงินฝากครั้งแรกเป็นสองเท่า สูงสุด 5,000',
      VI: 'Nhân đôi khoản nạp đầu tiên, tối đa 5.000.',
      TL: 'Doblehin ang iyong unang deposito hanggang 5,000.',
    },
    content: {
      EN: '<h3>Terms</h3><ol><li>First deposit of at least 100.</li><li>Turnover 15 times the bonus before withdrawal.</li><li>One bonus per household.</li></ol>',
      CN: '<h3>活动条款</h3><ol><li>首次存款至少 100。</li><li>提款前需完成礼金 15 倍流水。</li><li>每个家庭限领一次。</li></ol>',
      ID: '<h3>Syarat dan ketentuan</h3><ol><li>Deposit pertama minimal 100.</li><li>Turnover 15 kali bonus sebelum penarikan.</li><li>Satu bonus per rumah tangga.</li></ol>',
      TH: '<h3>เงื่อนไข</h3><ol><li>ฝากเงินครั้งแรกขั้นต่ำ 100</li><li>ทำยอดเทิร์นโอเวอร์ 15 เท่าของโบนัสก่อนถอนเงิน</li><li>จำกัด 1 โบนัสต่อครัวเรือน</li></ol>',
      VI: '<h3>Điều khoản</h3><ol><li>Nạp lần đầu tối thiểu 100.</li><li>Cược đủ 15 lần tiền thưởng trước khi rút tiền.</li><li>Mỗi hộ gia đình chỉ nhận một lần thưởng.</li></ol>',
      TL: '<h3>Mga tuntunin</h3><ol><li>Unang deposito na hindi bababa sa 100.</li><li>Turnover na 15 beses ng bonus bago mag-withdraw.</li><li>Isang bonus lang bawat household.</li></ol>',
    },
    action: 'apply',
    startsInDays: -30,
    days: 90,
  },
  {
    category: 'slots',
    title: {
      EN: 'Slot cashback every Monday',
      CN: '电子游戏每周一返现',
      ID: 'Cashback slot setiap Senin',
      TH: 'เงินคืนสล็อตทุกวันจันทร์',
      VI: 'Hoàn tiền slot mỗi thứ Hai',
      TL: 'Slot cashback tuwing Lunes',
    },
    summary: {
      EN: 'Up to 1.2% back on all slot bets, paid automatically.',
      CN: '所有电子游戏投注最高返现 1.2%，自动发放。',
      ID: 'Cashback hingga 1,2% untuk semua taruhan slot, dibayarkan otomatis.',
      TH: 'รับเงินคืนสูงสุด 1.2% จากทุกยอดเดิมพันสล็อต จ่ายอัตโนมัติ',
      VI: 'Hoàn đến 1,2% cho mọi cược slot, trả tự động.',
      TL: 'Hanggang 1.2% na balik sa lahat ng taya sa slot, awtomatikong ibinibigay.',
    },
    content: {
      EN: '<p>Cashback is computed on valid slot bets from Monday to Sunday and credited on Monday.</p>',
      CN: '<p>返现按周一至周日的电子游戏有效投注计算，并于周一发放。</p>',
      ID: '<p>Cashback dihitung dari taruhan slot yang valid dari Senin hingga Minggu dan dikreditkan pada hari Senin.</p>',
      TH: '<p>เงินคืนคำนวณจากยอดเดิมพันสล็อตที่ถูกต้องตั้งแต่วันจันทร์ถึงวันอาทิตย์ และจะเข้าบัญชีในวันจันทร์</p>',
      VI: '<p>Tiền hoàn được tính trên cược slot hợp lệ từ thứ Hai đến Chủ nhật và được cộng vào thứ Hai.</p>',
      TL: '<p>Kinukuwenta ang cashback mula sa mga valid na taya sa slot mula Lunes hanggang Linggo at ibinibigay tuwing Lunes.</p>',
    },
    action: 'auto',
    startsInDays: -60,
    days: null,
  },
  {
    category: 'live',
    title: {
      EN: 'Live casino winning streak',
      CN: '真人娱乐连胜奖励',
      ID: 'Kemenangan beruntun live casino',
      TH: 'คาสิโนสด ชนะติดต่อกัน',
      VI: 'Chuỗi thắng casino trực tiếp',
      TL: 'Sunod-sunod na panalo sa live casino',
    },
    summary: {
      EN: 'Win 8 hands in a row and claim up to 8,888.',
      CN: '连赢 8 局，最高可领 8,888。',
      ID: 'Menang 8 ronde berturut-turut dan klaim hingga 8.888.',
      TH: 'ชนะติดต่อกัน 8 ตา รับสูงสุด 8,888',
      VI: 'Thắng 8 ván liên tiếp và nhận đến 8.888.',
      TL: 'Manalo ng 8 sunod-sunod na kamay at mag-claim ng hanggang 8,888.',
    },
    content: {
      EN: '<p>Send the round numbers of your streak with a screenshot. Minimum bet 100 per hand.</p>',
      CN: '<p>请提交连胜各局的局号并附上截图。每局最低投注 100。</p>',
      ID: '<p>Kirimkan nomor ronde kemenangan beruntun Anda beserta tangkapan layar. Taruhan minimal 100 per ronde.</p>',
      TH: '<p>ส่งหมายเลขรอบที่ชนะติดต่อกันพร้อมภาพหน้าจอ เดิมพันขั้นต่ำ 100 ต่อตา</p>',
      VI: '<p>Gửi mã ván của chuỗi thắng kèm ảnh chụp màn hình. Cược tối thiểu 100 mỗi ván.</p>',
      TL: '<p>Ipadala ang mga round number ng iyong streak kasama ang screenshot. Minimum na taya na 100 bawat kamay.</p>',
    },
    action: 'apply',
    startsInDays: -10,
    days: 30,
  },
  {
    category: 'sports',
    title: {
      EN: 'Sports parlay insurance',
      CN: '体育串关保险',
      ID: 'Asuransi parlay olahraga',
      TH: 'ประกันสเต็ปกีฬา',
      VI: 'Bảo hiểm cược xiên thể thao',
      TL: 'Sports parlay insurance',
    },
    summary: {
      EN: 'Lose a 5-leg parlay by one leg and get the stake back.',
      CN: '5 串 1 仅差一关未中，返还本金。',
      ID: 'Kalah parlay 5 laga hanya karena satu laga, taruhan Anda kembali.',
      TH: 'สเต็ป 5 คู่ เสียแค่คู่เดียว รับเงินเดิมพันคืน',
      VI: 'Thua cược xiên 5 trận chỉ vì một trận, nhận lại tiền cược.',
      TL: 'Natalo ang 5-leg parlay dahil sa isang leg? Ibabalik ang iyong taya.',
    },
    content: {
      EN: '<p>Applies to parlays of 5 or more legs with odds of 1.5 or more per leg.</p>',
      CN: '<p>适用于 5 串 1 及以上的串关，每关赔率需不低于 1.5。</p>',
      ID: '<p>Berlaku untuk parlay 5 laga atau lebih dengan odds minimal 1,5 per laga.</p>',
      TH: '<p>ใช้ได้กับสเต็ปตั้งแต่ 5 คู่ขึ้นไป ที่มีราคาต่อรองคู่ละ 1.5 ขึ้นไป</p>',
      VI: '<p>Áp dụng cho cược xiên từ 5 trận trở lên với tỷ lệ cược từ 1,5 trở lên mỗi trận.</p>',
      TL: '<p>Para sa mga parlay na may 5 o higit pang leg na may odds na 1.5 o higit pa bawat leg.</p>',
    },
    action: 'apply',
    startsInDays: 5,
    days: 30,
  },
  {
    category: 'new',
    title: {
      EN: 'Summer festival',
      CN: '夏日狂欢节',
      ID: 'Festival musim panas',
      TH: 'เทศกาลฤดูร้อน',
      VI: 'Lễ hội mùa hè',
      TL: 'Summer festival',
    },
    summary: {
      EN: 'Daily prizes through the summer festival.',
      CN: '夏日狂欢节期间每日送好礼。',
      ID: 'Hadiah harian selama festival musim panas.',
      TH: 'รางวัลทุกวันตลอดเทศกาลฤดูร้อน',
      VI: 'Giải thưởng mỗi ngày suốt lễ hội mùa hè.',
      TL: 'Araw-araw na premyo sa buong summer festival.',
    },
    content: {
      EN: '<p>The festival has ended. Thank you for playing.</p>',
      CN: '<p>活动已结束，感谢您的参与。</p>',
      ID: '<p>Festival telah berakhir. Terima kasih telah bermain.</p>',
      TH: '<p>เทศกาลสิ้นสุดแล้ว ขอบคุณที่ร่วมสนุก</p>',
      VI: '<p>Lễ hội đã kết thúc. Cảm ơn bạn đã tham gia.</p>',
      TL: '<p>Tapos na ang festival. Salamat sa paglalaro.</p>',
    },
    action: 'apply',
    startsInDays: -120,
    days: 30,
  },
  {
    category: 'new',
    title: {
      EN: 'Free 18 for new members',
      CN: '新会员免费领 18',
      ID: 'Gratis 18 untuk member baru',
      TH: 'สมาชิกใหม่รับฟรี 18',
      VI: 'Tặng 18 cho thành viên mới',
      TL: 'Libreng 18 para sa mga bagong member',
    },
    summary: {
      EN: 'Claim a free 18 to try any game. One claim per member.',
      CN: '免费领取 18，任意游戏畅玩体验。每位会员限领一次。',
      ID: 'Klaim 18 gratis untuk mencoba game apa saja. Satu klaim per member.',
      TH: 'รับฟรี 18 ไปลองเล่นเกมใดก็ได้ จำกัดสมาชิกละ 1 ครั้ง',
      VI: 'Nhận miễn phí 18 để chơi thử bất kỳ trò chơi nào. Mỗi thành viên nhận một lần.',
      TL: 'Kunin ang libreng 18 para subukan ang kahit anong laro. Isang claim bawat member.',
    },
    content: {
      EN: '<p>Press <strong>Claim</strong> and the bonus is credited to your main wallet at once.</p><ul><li>One claim per member.</li><li>Turnover 3 times the bonus before withdrawal.</li></ul>',
      CN: '<p>点击<strong>领取</strong>，礼金即刻存入您的主钱包。</p><ul><li>每位会员限领一次。</li><li>提款前需完成礼金 3 倍流水。</li></ul>',
      ID: '<p>Tekan <strong>Klaim</strong> dan bonus langsung masuk ke dompet utama Anda.</p><ul><li>Satu klaim per member.</li><li>Turnover 3 kali bonus sebelum penarikan.</li></ul>',
      TH: '<p>กด<strong>รับรางวัล</strong> แล้วโบนัสจะเข้ากระเป๋าหลักของคุณทันที</p><ul><li>จำกัดสมาชิกละ 1 ครั้ง</li><li>ทำยอดเทิร์นโอเวอร์ 3 เท่าของโบนัสก่อนถอนเงิน</li></ul>',
      VI: '<p>Nhấn <strong>Nhận thưởng</strong> và tiền thưởng được cộng ngay vào ví chính của bạn.</p><ul><li>Mỗi thành viên nhận một lần.</li><li>Cược đủ 3 lần tiền thưởng trước khi rút tiền.</li></ul>',
      TL: '<p>Pindutin ang <strong>I-claim</strong> at agad na papasok ang bonus sa iyong main wallet.</p><ul><li>Isang claim bawat member.</li><li>Turnover na 3 beses ng bonus bago mag-withdraw.</li></ul>',
    },
    action: 'claim',
    bonus: 18,
    startsInDays: -7,
    days: 60,
  },
  {
    category: 'sports',
    title: {
      EN: 'Weekend football challenge',
      CN: '周末足球挑战赛',
      ID: 'Tantangan sepak bola akhir pekan',
      TH: 'ภารกิจฟุตบอลสุดสัปดาห์',
      VI: 'Thử thách bóng đá cuối tuần',
      TL: 'Weekend football challenge',
    },
    summary: {
      EN: 'Join and place 10 sports bets this weekend to share the prize pool.',
      CN: '参加活动并在本周末完成 10 笔体育投注，瓜分奖池。',
      ID: 'Ikuti dan pasang 10 taruhan olahraga akhir pekan ini untuk berbagi total hadiah.',
      TH: 'เข้าร่วมและวางเดิมพันกีฬา 10 ครั้งในสุดสัปดาห์นี้ เพื่อแบ่งเงินรางวัลรวม',
      VI: 'Tham gia và đặt 10 cược thể thao cuối tuần này để cùng chia quỹ thưởng.',
      TL: 'Sumali at maglagay ng 10 sports bet ngayong weekend para makihati sa prize pool.',
    },
    content: {
      EN: '<p>Join once and every sports bet of 50 or more counts toward the challenge.</p><p>The prize pool is shared among everyone who places 10 bets.</p>',
      CN: '<p>只需参加一次，此后每笔 50 或以上的体育投注都计入挑战。</p><p>奖池由所有完成 10 笔投注的玩家共同瓜分。</p>',
      ID: '<p>Cukup ikuti sekali, dan setiap taruhan olahraga senilai 50 atau lebih dihitung untuk tantangan.</p><p>Total hadiah dibagikan kepada semua pemain yang memasang 10 taruhan.</p>',
      TH: '<p>เข้าร่วมเพียงครั้งเดียว ทุกเดิมพันกีฬาตั้งแต่ 50 ขึ้นไปจะนับรวมในภารกิจ</p><p>เงินรางวัลรวมจะแบ่งให้ทุกคนที่วางเดิมพันครบ 10 ครั้ง</p>',
      VI: '<p>Chỉ cần tham gia một lần, mọi cược thể thao từ 50 trở lên đều được tính vào thử thách.</p><p>Quỹ thưởng được chia cho tất cả người chơi đặt đủ 10 cược.</p>',
      TL: '<p>Sumali nang isang beses at bibilangin sa challenge ang bawat sports bet na 50 o higit pa.</p><p>Hahatiin ang prize pool sa lahat ng makakapaglagay ng 10 taya.</p>',
    },
    action: 'join',
    startsInDays: -3,
    days: 14,
  },
  {
    category: 'live',
    title: {
      EN: 'Daily sign-in reward',
      CN: '每日签到奖励',
      ID: 'Hadiah absen harian',
      TH: 'รางวัลเช็กอินรายวัน',
      VI: 'Thưởng điểm danh hằng ngày',
      TL: 'Araw-araw na check-in reward',
    },
    summary: {
      EN: 'Sign in every day for a small reward.',
      CN: '每天签到，领取小奖励。',
      ID: 'Absen setiap hari untuk hadiah kecil.',
      TH: 'เช็กอินทุกวัน รับรางวัลเล็กๆ',
      VI: 'Điểm danh mỗi ngày để nhận phần thưởng nhỏ.',
      TL: 'Mag-check in araw-araw para sa maliit na reward.',
    },
    content: {
      EN: '<p>Press <strong>Sign in</strong> once a day and 1 is credited to your main wallet.</p>',
      CN: '<p>每天点击一次<strong>签到</strong>，即有 1 存入您的主钱包。</p>',
      ID: '<p>Tekan <strong>Absen</strong> sekali sehari dan 1 akan masuk ke dompet utama Anda.</p>',
      TH: '<p>กด<strong>เช็กอิน</strong>วันละครั้ง รับ 1 เข้ากระเป๋าหลักของคุณ</p>',
      VI: '<p>Nhấn <strong>Điểm danh</strong> mỗi ngày một lần và 1 sẽ được cộng vào ví chính của bạn.</p>',
      TL: '<p>Pindutin ang <strong>Mag-check in</strong> isang beses bawat araw at papasok ang 1 sa iyong main wallet.</p>',
    },
    action: 'signin',
    bonus: 1,
    startsInDays: -30,
    days: null,
  },
  {
    category: 'lucky',
    title: {
      EN: 'Daily lucky draw',
      CN: '每日幸运抽奖',
      ID: 'Undian keberuntungan harian',
      TH: 'ลุ้นโชคประจำวัน',
      VI: 'Rút thăm may mắn mỗi ngày',
      TL: 'Araw-araw na lucky draw',
      TY: '逐工幸運抽獎',
    },
    summary: {
      EN: 'A free draw every day and one more for each qualifying deposit. Every draw wins.',
      CN: '每天免费抽奖一次，每笔达标存款再加一次。每抽必中。',
      ID: 'Satu undian gratis setiap hari, tambah satu untuk setiap deposit yang memenuhi syarat. Setiap undian pasti menang.',
      TH: 'จับรางวัลฟรีทุกวัน และเพิ่มอีก 1 ครั้งทุกการฝากที่ถึงเงื่อนไข จับทุกครั้งได้รางวัลทุกครั้ง',
      VI: 'Mỗi ngày một lượt rút miễn phí, thêm một lượt cho mỗi lần nạp đủ điều kiện. Lượt nào cũng trúng.',
      TL: 'Isang libreng draw araw-araw at dagdag na isa sa bawat kwalipikadong deposito. Panalo ang bawat draw.',
      TY: '逐工免費抽一擺，逐擺合格的儲值閣加一擺。逐擺攏有獎。',
    },
    content: {
      EN: '<h3>How it works</h3><ol><li>Every member has one free draw each day (platform time, UTC+8).</li><li>Each paid deposit that reaches the minimum shown on this page gives one more draw that day, up to the daily limit.</li><li>Every draw wins a prize, credited to your main wallet at once; it shows in your account record.</li></ol>',
      CN: '<h3>活动规则</h3><ol><li>每位会员每天可免费抽奖一次（以平台时间 UTC+8 为准）。</li><li>当天每笔达到本页所示最低金额的已到账存款，可再获得一次抽奖机会，以每日上限为准。</li><li>每次抽奖必中，奖金即时存入您的主钱包，并显示在账户记录中。</li></ol>',
      ID: '<h3>Cara kerja</h3><ol><li>Setiap member mendapat satu undian gratis setiap hari (waktu platform, UTC+8).</li><li>Setiap deposit yang berhasil dan mencapai minimum yang tertera di halaman ini memberi satu undian tambahan pada hari itu, hingga batas harian.</li><li>Setiap undian pasti mendapat hadiah yang langsung masuk ke dompet utama Anda dan tampil di catatan akun.</li></ol>',
      TH: '<h3>กติกา</h3><ol><li>สมาชิกทุกคนจับรางวัลฟรีได้วันละ 1 ครั้ง (ตามเวลาแพลตฟอร์ม UTC+8)</li><li>ทุกการฝากที่สำเร็จและถึงยอดขั้นต่ำที่แสดงในหน้านี้ รับสิทธิ์จับรางวัลเพิ่มอีก 1 ครั้งในวันนั้น ไม่เกินจำนวนสูงสุดต่อวัน</li><li>จับทุกครั้งได้รางวัลทุกครั้ง เงินรางวัลเข้ากระเป๋าหลักทันทีและแสดงในประวัติบัญชี</li></ol>',
      VI: '<h3>Cách tham gia</h3><ol><li>Mỗi thành viên có một lượt rút miễn phí mỗi ngày (giờ hệ thống, UTC+8).</li><li>Mỗi lần nạp thành công đạt mức tối thiểu ghi trên trang này được thêm một lượt rút trong ngày, tối đa theo giới hạn mỗi ngày.</li><li>Lượt rút nào cũng trúng thưởng, tiền thưởng được cộng ngay vào ví chính và hiện trong lịch sử tài khoản.</li></ol>',
      TL: '<h3>Paano ito gumagana</h3><ol><li>May isang libreng draw ang bawat member araw-araw (oras ng platform, UTC+8).</li><li>Bawat bayad na deposito na umabot sa minimum na nakasaad sa pahinang ito ay may dagdag na isang draw sa araw na iyon, hanggang sa limit kada araw.</li><li>Panalo ang bawat draw; agad na papasok ang premyo sa iyong main wallet at makikita ito sa account record.</li></ol>',
      TY: '<h3>活動規則</h3><ol><li>逐个會員逐工會當免費抽一擺（照平台時間 UTC+8）。</li><li>當工逐擺入帳閣有到本頁寫的上少金額的儲值，會當閣加抽一擺，上濟到逐工的限制。</li><li>逐擺攏有獎，獎金隨入你的主錢包，嘛會出現佇帳戶紀錄。</li></ol>',
    },
    action: 'raffle',
    raffle: {
      freePerDay: 1,
      depositPerChance: 500,
      maxPerDay: 3,
      prizes: [
        {
          name: {
            EN: 'Grand prize',
            CN: '特等奖',
            ID: 'Hadiah utama',
            TH: 'รางวัลใหญ่',
            VI: 'Giải đặc biệt',
            TL: 'Grand prize',
            TY: '特獎',
          },
          amount: 88,
          weight: 1,
          stock: 5,
        },
        {
          name: {
            EN: 'First prize',
            CN: '一等奖',
            ID: 'Hadiah pertama',
            TH: 'รางวัลที่ 1',
            VI: 'Giải nhất',
            TL: 'Unang gantimpala',
            TY: '頭獎',
          },
          amount: 18,
          weight: 4,
        },
        {
          name: {
            EN: 'Second prize',
            CN: '二等奖',
            ID: 'Hadiah kedua',
            TH: 'รางวัลที่ 2',
            VI: 'Giải nhì',
            TL: 'Ikalawang gantimpala',
            TY: '二獎',
          },
          amount: 8,
          weight: 10,
        },
        {
          name: {
            EN: 'Third prize',
            CN: '三等奖',
            ID: 'Hadiah ketiga',
            TH: 'รางวัลที่ 3',
            VI: 'Giải ba',
            TL: 'Ikatlong gantimpala',
            TY: '三獎',
          },
          amount: 3,
          weight: 25,
        },
        {
          name: {
            EN: 'Lucky prize',
            CN: '幸运奖',
            ID: 'Hadiah hoki',
            TH: 'รางวัลนำโชค',
            VI: 'Giải may mắn',
            TL: 'Lucky prize',
            TY: '幸運獎',
          },
          amount: 1,
          weight: 60,
        },
      ],
    },
    startsInDays: -5,
    days: 60,
  },
]

/** The VIP levels: name per language, bet required, upgrade and monthly bonus, rebate (1/100 %). */
export const vipLevels: [
  name: Texts,
  betRequired: number,
  upgradeBonus: number,
  monthlyBonus: number,
  rebateBp: number,
][] = [
  [
    { EN: 'Member', CN: '会员', ID: 'Anggota', TH: 'สมาชิก', VI: 'Thành viên', TL: 'Miyembro' },
    0,
    0,
    0,
    30,
  ],
  [
    { EN: 'Bronze', CN: '青铜', ID: 'Perunggu', TH: 'บรอนซ์', VI: 'Đồng', TL: 'Tanso' },
    500_000,
    5_800,
    1_800,
    40,
  ],
  [
    { EN: 'Silver', CN: '白银', ID: 'Perak', TH: 'ซิลเวอร์', VI: 'Bạc', TL: 'Pilak' },
    2_000_000,
    18_800,
    5_800,
    50,
  ],
  [
    { EN: 'Gold', CN: '黄金', ID: 'Emas', TH: 'โกลด์', VI: 'Vàng', TL: 'Ginto' },
    10_000_000,
    58_800,
    18_800,
    60,
  ],
  [
    { EN: 'Platinum', CN: '铂金', ID: 'Platinum', TH: 'แพลทินัม', VI: 'Bạch kim', TL: 'Platinum' },
    50_000_000,
    188_800,
    58_800,
    70,
  ],
  [
    { EN: 'Diamond', CN: '钻石', ID: 'Berlian', TH: 'ไดมอนด์', VI: 'Kim cương', TL: 'Diyamante' },
    200_000_000,
    588_800,
    188_800,
    80,
  ],
  [
    { EN: 'Crown', CN: '皇冠', ID: 'Mahkota', TH: 'คราวน์', VI: 'Vương miện', TL: 'Korona' },
    1_000_000_000,
    1_888_800,
    588_800,
    100,
  ],
]

export const helpArticles: { category: string; title: Texts; content: Texts }[] = [
  {
    category: 'account',
    title: {
      EN: 'How do I register?',
      CN: '如何注册？',
      ID: 'Bagaimana cara mendaftar?',
      TH: 'สมัครสมาชิกอย่างไร?',
      VI: 'Làm sao để đăng ký?',
      TL: 'Paano mag-register?',
    },
    content: {
      EN: '<p>Press <strong>Sign up</strong>, fill in a username and password, and agree to the terms. You must be 18 or over.</p>',
      CN: '<p>点击<strong>注册</strong>，填写用户名和密码并同意条款。您必须年满 18 岁。</p>',
      ID: '<p>Tekan <strong>Daftar</strong>, isi nama pengguna dan kata sandi, lalu setujui syarat dan ketentuan. Anda harus berusia 18 tahun atau lebih.</p>',
      TH: '<p>กด<strong>สมัครสมาชิก</strong> กรอกชื่อผู้ใช้และรหัสผ่าน แล้วยอมรับข้อกำหนด คุณต้องมีอายุ 18 ปีขึ้นไป</p>',
      VI: '<p>Nhấn <strong>Đăng ký</strong>, nhập tên đăng nhập và mật khẩu, rồi đồng ý với điều khoản. Bạn phải từ 18 tuổi trở lên.</p>',
      TL: '<p>Pindutin ang <strong>Mag-register</strong>, ilagay ang username at password, at sumang-ayon sa mga tuntunin. Dapat ay 18 taong gulang ka o higit pa.</p>',
    },
  },
  {
    category: 'account',
    title: {
      EN: 'I forgot my password',
      CN: '忘记密码',
      ID: 'Saya lupa kata sandi',
      TH: 'ลืมรหัสผ่าน',
      VI: 'Tôi quên mật khẩu',
      TL: 'Nakalimutan ko ang aking password',
    },
    content: {
      EN: '<p>Use <em>Forgot password</em> in the login window: we send a code to your bound phone or a link to your email.</p>',
      CN: '<p>在登录窗口使用<em>忘记密码</em>：我们会向您绑定的手机发送验证码，或向您的邮箱发送链接。</p>',
      ID: '<p>Gunakan <em>Lupa kata sandi</em> di jendela masuk: kami mengirim kode ke nomor ponsel yang terhubung atau tautan ke email Anda.</p>',
      TH: '<p>ใช้<em>ลืมรหัสผ่าน</em>ในหน้าต่างเข้าสู่ระบบ: เราจะส่งรหัสไปยังเบอร์โทรศัพท์ที่ผูกไว้ หรือส่งลิงก์ไปยังอีเมลของคุณ</p>',
      VI: '<p>Dùng <em>Quên mật khẩu</em> trong cửa sổ đăng nhập: chúng tôi gửi mã đến số điện thoại đã liên kết hoặc liên kết đến email của bạn.</p>',
      TL: '<p>Gamitin ang <em>Nakalimutan ang password</em> sa login window: magpapadala kami ng code sa naka-link mong phone o ng link sa iyong email.</p>',
    },
  },
  {
    category: 'deposit',
    title: {
      EN: 'How long does a deposit take?',
      CN: '存款需要多长时间？',
      ID: 'Berapa lama proses deposit?',
      TH: 'ฝากเงินใช้เวลานานเท่าไร?',
      VI: 'Nạp tiền mất bao lâu?',
      TL: 'Gaano katagal ang deposito?',
    },
    content: {
      EN: '<p>Most deposits are credited within a minute. Bank transfers can take up to 15 minutes.</p>',
      CN: '<p>大多数存款一分钟内到账。银行转账最长可能需要 15 分钟。</p>',
      ID: '<p>Sebagian besar deposit masuk dalam satu menit. Transfer bank bisa memakan waktu hingga 15 menit.</p>',
      TH: '<p>การฝากเงินส่วนใหญ่จะเข้าบัญชีภายใน 1 นาที การโอนผ่านธนาคารอาจใช้เวลาสูงสุด 15 นาที</p>',
      VI: '<p>Hầu hết các khoản nạp được cộng trong vòng một phút. Chuyển khoản ngân hàng có thể mất đến 15 phút.</p>',
      TL: '<p>Karamihan sa mga deposito ay pumapasok sa loob ng isang minuto. Ang bank transfer ay maaaring umabot nang hanggang 15 minuto.</p>',
    },
  },
  {
    category: 'withdrawal',
    title: {
      EN: 'How do I confirm a withdrawal?',
      CN: '如何确认取款？',
      ID: 'Bagaimana cara mengonfirmasi penarikan?',
      TH: 'ยืนยันการถอนเงินอย่างไร?',
      VI: 'Làm sao để xác nhận rút tiền?',
      TL: 'Paano kumpirmahin ang withdrawal?',
    },
    content: {
      EN: '<p>After we pay out, open <strong>Withdraw</strong> and mark the order received, not received (with proof) or partly received.</p>',
      CN: '<p>我们出款后，打开<strong>取款</strong>，将订单标记为已到账、未到账（需上传凭证）或部分到账。</p>',
      ID: '<p>Setelah kami melakukan pembayaran, buka <strong>Tarik dana</strong> dan tandai pesanan sebagai diterima, tidak diterima (dengan bukti) atau diterima sebagian.</p>',
      TH: '<p>หลังจากเราโอนเงินแล้ว ให้เปิด<strong>ถอนเงิน</strong> และระบุรายการว่าได้รับแล้ว ไม่ได้รับ (พร้อมหลักฐาน) หรือได้รับบางส่วน</p>',
      VI: '<p>Sau khi chúng tôi chi trả, mở <strong>Rút tiền</strong> và đánh dấu lệnh là đã nhận, chưa nhận (kèm bằng chứng) hoặc nhận một phần.</p>',
      TL: '<p>Pagkatapos naming magbayad, buksan ang <strong>Mag-withdraw</strong> at markahan ang order bilang natanggap, hindi natanggap (may patunay) o bahagyang natanggap.</p>',
    },
  },
  {
    category: 'games',
    title: {
      EN: 'A game will not load',
      CN: '游戏无法加载',
      ID: 'Game tidak bisa dimuat',
      TH: 'เกมโหลดไม่ขึ้น',
      VI: 'Trò chơi không tải được',
      TL: 'Ayaw mag-load ng laro',
    },
    content: {
      EN: '<p>Allow pop-ups for this site, check your connection, and try again. If a game is under maintenance, the lobby says so. See also the <a href="/down">app download</a>.</p>',
      CN: '<p>请允许本网站弹出窗口，检查网络连接后重试。如果游戏正在维护，大厅会显示提示。也可以试试<a href="/down">下载应用</a>。</p>',
      ID: '<p>Izinkan pop-up untuk situs ini, periksa koneksi Anda, lalu coba lagi. Jika game sedang dalam pemeliharaan, lobi akan menampilkannya. Lihat juga <a href="/down">unduh aplikasi</a>.</p>',
      TH: '<p>อนุญาตป๊อปอัปสำหรับเว็บไซต์นี้ ตรวจสอบการเชื่อมต่อ แล้วลองอีกครั้ง หากเกมอยู่ระหว่างปิดปรับปรุง ล็อบบี้จะแจ้งให้ทราบ ดูเพิ่มเติมที่<a href="/down">ดาวน์โหลดแอป</a></p>',
      VI: '<p>Hãy cho phép cửa sổ bật lên cho trang này, kiểm tra kết nối và thử lại. Nếu trò chơi đang bảo trì, sảnh sẽ thông báo. Bạn cũng có thể <a href="/down">tải ứng dụng</a>.</p>',
      TL: '<p>Payagan ang mga pop-up para sa site na ito, suriin ang iyong koneksyon, at subukang muli. Kung naka-maintenance ang laro, makikita ito sa lobby. Maaari mo ring <a href="/down">i-download ang app</a>.</p>',
    },
  },
  {
    // The registration form's terms box links here (/helpmc?topic=terms).
    category: 'terms',
    title: {
      EN: 'Terms and conditions',
      CN: '条款与条件',
      ID: 'Syarat dan ketentuan',
      TH: 'ข้อกำหนดและเงื่อนไข',
      VI: 'Điều khoản và điều kiện',
      TL: 'Mga tuntunin at kundisyon',
    },
    content: {
      EN: '<ol><li>You must be 18 or over, and of legal age to gamble where you live.</li><li>One account per person; the details you register must be your own and true.</li><li>Bonuses carry the turnover their promotion names before withdrawal.</li><li>We may ask for proof of identity before a withdrawal, and close accounts that abuse promotions or play unfairly.</li><li>Play responsibly: you may ask customer service to limit or close your account at any time.</li></ol>',
      CN: '<ol><li>您必须年满 18 岁，并达到您所在地区允许博彩的法定年龄。</li><li>每人仅限一个账户；注册信息必须真实且属于您本人。</li><li>红利须完成其活动规定的流水后方可提款。</li><li>提款前我们可能要求身份证明，并关闭滥用优惠或不公平游戏的账户。</li><li>请理性游戏：您可随时联系客服限制或关闭您的账户。</li></ol>',
      ID: '<ol><li>Anda harus berusia 18 tahun atau lebih, dan cukup umur untuk berjudi secara sah di tempat tinggal Anda.</li><li>Satu akun per orang; data yang Anda daftarkan harus milik Anda sendiri dan benar.</li><li>Bonus memiliki syarat turnover sesuai promosinya sebelum penarikan.</li><li>Kami dapat meminta bukti identitas sebelum penarikan, dan menutup akun yang menyalahgunakan promosi atau bermain curang.</li><li>Bermainlah secara bertanggung jawab: Anda dapat meminta layanan pelanggan membatasi atau menutup akun Anda kapan saja.</li></ol>',
      TH: '<ol><li>คุณต้องมีอายุ 18 ปีขึ้นไป และบรรลุนิติภาวะที่จะเล่นพนันได้ตามกฎหมายในที่ที่คุณอาศัยอยู่</li><li>หนึ่งบัญชีต่อหนึ่งคน ข้อมูลที่ลงทะเบียนต้องเป็นของคุณเองและเป็นความจริง</li><li>โบนัสต้องทำยอดเทิร์นโอเวอร์ตามที่โปรโมชันกำหนดก่อนถอนเงิน</li><li>เราอาจขอหลักฐานยืนยันตัวตนก่อนการถอนเงิน และปิดบัญชีที่ใช้โปรโมชันในทางที่ผิดหรือเล่นอย่างไม่เป็นธรรม</li><li>เล่นอย่างมีความรับผิดชอบ: คุณสามารถขอให้ฝ่ายบริการลูกค้าจำกัดหรือปิดบัญชีของคุณได้ทุกเมื่อ</li></ol>',
      VI: '<ol><li>Bạn phải từ 18 tuổi trở lên và đủ tuổi hợp pháp để tham gia cá cược tại nơi bạn sống.</li><li>Mỗi người một tài khoản; thông tin đăng ký phải là của chính bạn và chính xác.</li><li>Tiền thưởng cần đạt doanh số cược theo khuyến mãi trước khi rút.</li><li>Chúng tôi có thể yêu cầu giấy tờ tùy thân trước khi rút tiền và đóng các tài khoản lạm dụng khuyến mãi hoặc chơi gian lận.</li><li>Hãy chơi có trách nhiệm: bạn có thể yêu cầu bộ phận chăm sóc khách hàng giới hạn hoặc đóng tài khoản bất cứ lúc nào.</li></ol>',
      TL: '<ol><li>Dapat ay 18 taong gulang ka o higit pa, at nasa legal na edad para magsugal kung saan ka nakatira.</li><li>Isang account bawat tao; ang mga detalyeng ire-register mo ay dapat sa iyo at totoo.</li><li>Ang mga bonus ay may turnover na itinakda ng kanilang promo bago makapag-withdraw.</li><li>Maaari kaming humingi ng patunay ng pagkakakilanlan bago ang withdrawal, at isara ang mga account na nag-aabuso sa promo o hindi patas maglaro.</li><li>Maglaro nang responsable: maaari mong hilingin sa customer service na limitahan o isara ang iyong account anumang oras.</li></ol>',
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
  terms: {
    EN: 'Terms',
    CN: '条款',
    ID: 'Ketentuan',
    TH: 'ข้อกำหนด',
    VI: 'Điều khoản',
    TL: 'Mga tuntunin',
  },
}
