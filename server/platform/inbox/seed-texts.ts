/**
 * The seed's inbox texts in each language the seed writes (EN, CN, ID, TH, VI, TL): what an operator
 * sends its members, and an agent its team, in the brand's language. A language without a text of
 * its own (TY) gets the English one.
 */
export type SeedTexts = Record<'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'TL', string>

/** A mission's title, and its target described (a count of bets, or an amount formatted). */
export interface MissionText {
  title: SeedTexts
  describe: (target: string) => SeedTexts
}

export const missionTexts = {
  dailyPlayer: {
    title: {
      EN: 'Daily player',
      CN: '每日玩家',
      ID: 'Pemain harian',
      TH: 'ผู้เล่นประจำวัน',
      VI: 'Người chơi hằng ngày',
      TL: 'Pang-araw-araw na manlalaro',
    },
    describe: (n) => ({
      EN: `Place ${n} bets today.`,
      CN: `今天完成 ${n} 笔投注。`,
      ID: `Pasang ${n} taruhan hari ini.`,
      TH: `วางเดิมพัน ${n} ครั้งวันนี้`,
      VI: `Đặt ${n} cược trong hôm nay.`,
      TL: `Maglagay ng ${n} taya ngayong araw.`,
    }),
  },
  dailyWager: {
    title: {
      EN: 'Daily wager',
      CN: '每日投注',
      ID: 'Taruhan harian',
      TH: 'ยอดเดิมพันรายวัน',
      VI: 'Cược hằng ngày',
      TL: 'Pang-araw-araw na taya',
    },
    describe: (amount) => ({
      EN: `Wager ${amount} today.`,
      CN: `今天投注 ${amount}。`,
      ID: `Pasang taruhan senilai ${amount} hari ini.`,
      TH: `เดิมพันให้ครบ ${amount} วันนี้`,
      VI: `Cược đủ ${amount} trong hôm nay.`,
      TL: `Tumaya ng ${amount} ngayong araw.`,
    }),
  },
  weeklyWager: {
    title: {
      EN: 'Weekly wager',
      CN: '每周投注',
      ID: 'Taruhan mingguan',
      TH: 'ยอดเดิมพันรายสัปดาห์',
      VI: 'Cược hằng tuần',
      TL: 'Lingguhang taya',
    },
    describe: (amount) => ({
      EN: `Wager ${amount} this week.`,
      CN: `本周投注 ${amount}。`,
      ID: `Pasang taruhan senilai ${amount} minggu ini.`,
      TH: `เดิมพันให้ครบ ${amount} สัปดาห์นี้`,
      VI: `Cược đủ ${amount} trong tuần này.`,
      TL: `Tumaya ng ${amount} ngayong linggo.`,
    }),
  },
  weeklyDeposit: {
    title: {
      EN: 'Weekly deposit',
      CN: '每周存款',
      ID: 'Deposit mingguan',
      TH: 'ฝากเงินรายสัปดาห์',
      VI: 'Nạp tiền hằng tuần',
      TL: 'Lingguhang deposito',
    },
    describe: (amount) => ({
      EN: `Deposit ${amount} this week.`,
      CN: `本周存款 ${amount}。`,
      ID: `Deposit ${amount} minggu ini.`,
      TH: `ฝากเงินให้ครบ ${amount} สัปดาห์นี้`,
      VI: `Nạp ${amount} trong tuần này.`,
      TL: `Mag-deposito ng ${amount} ngayong linggo.`,
    }),
  },
  weekendMarathon: {
    title: {
      EN: 'Weekend marathon',
      CN: '周末马拉松',
      ID: 'Maraton akhir pekan',
      TH: 'มาราธอนสุดสัปดาห์',
      VI: 'Marathon cuối tuần',
      TL: 'Weekend marathon',
    },
    describe: (n) => ({
      EN: `Place ${n} bets in one week.`,
      CN: `一周内完成 ${n} 笔投注。`,
      ID: `Pasang ${n} taruhan dalam satu minggu.`,
      TH: `วางเดิมพัน ${n} ครั้งภายในหนึ่งสัปดาห์`,
      VI: `Đặt ${n} cược trong một tuần.`,
      TL: `Maglagay ng ${n} taya sa loob ng isang linggo.`,
    }),
  },
} satisfies Record<string, MissionText>

/**
 * The demo messages' titles and bodies. The weekly one lists the weekly missions' targets: the
 * amounts to wager and to deposit, formatted in the language the message is picked in.
 */
export const messageTexts = (site: string, weeklyWager: string, weeklyDeposit: string) => ({
  welcome: {
    title: {
      EN: `Welcome to ${site}`,
      CN: `欢迎来到 ${site}`,
      ID: `Selamat datang di ${site}`,
      TH: `ยินดีต้อนรับสู่ ${site}`,
      VI: `Chào mừng đến với ${site}`,
      TL: `Maligayang pagdating sa ${site}`,
    },
    content: {
      EN: '<p>Welcome aboard! Your account is ready. Visit the <b>reward centre</b> to collect your welcome bonus.</p>',
      CN: '<p>欢迎加入！您的账户已准备就绪。前往<b>奖励中心</b>领取您的欢迎奖金。</p>',
      ID: '<p>Selamat bergabung! Akun Anda sudah siap. Kunjungi <b>pusat hadiah</b> untuk mengambil bonus sambutan Anda.</p>',
      TH: '<p>ยินดีต้อนรับ! บัญชีของคุณพร้อมใช้งานแล้ว ไปที่<b>ศูนย์รางวัล</b>เพื่อรับโบนัสต้อนรับของคุณ</p>',
      VI: '<p>Chào mừng bạn! Tài khoản của bạn đã sẵn sàng. Hãy vào <b>trung tâm phần thưởng</b> để nhận thưởng chào mừng.</p>',
      TL: '<p>Maligayang pagdating! Handa na ang iyong account. Pumunta sa <b>Sentro ng reward</b> para kunin ang iyong welcome bonus.</p>',
    },
  },
  security: {
    title: {
      EN: 'Security reminder',
      CN: '安全提醒',
      ID: 'Pengingat keamanan',
      TH: 'แจ้งเตือนความปลอดภัย',
      VI: 'Nhắc nhở bảo mật',
      TL: 'Paalala sa seguridad',
    },
    content: {
      EN: 'Never share your password or verification codes with anyone, including customer service.',
      CN: '切勿向任何人（包括客服）透露您的密码或验证码。',
      ID: 'Jangan pernah membagikan kata sandi atau kode verifikasi Anda kepada siapa pun, termasuk layanan pelanggan.',
      TH: 'ห้ามเปิดเผยรหัสผ่านหรือรหัสยืนยันของคุณกับผู้ใด รวมถึงฝ่ายบริการลูกค้า',
      VI: 'Không bao giờ chia sẻ mật khẩu hoặc mã xác minh với bất kỳ ai, kể cả bộ phận chăm sóc khách hàng.',
      TL: 'Huwag kailanman ibahagi ang iyong password o verification code kaninuman, kahit sa customer service.',
    },
  },
  missions: {
    title: {
      EN: 'Weekly missions are live',
      CN: '每周任务已上线',
      ID: 'Misi mingguan telah dimulai',
      TH: 'ภารกิจรายสัปดาห์เริ่มแล้ว',
      VI: 'Nhiệm vụ hằng tuần đã mở',
      TL: 'Live na ang lingguhang misyon',
    },
    content: listed(
      [
        missionTexts.weeklyWager.describe(weeklyWager),
        missionTexts.weeklyDeposit.describe(weeklyDeposit),
      ],
      {
        EN: 'Complete missions every week and claim cash rewards:',
        CN: '每周完成任务，领取现金奖励：',
        ID: 'Selesaikan misi setiap minggu dan klaim hadiah tunai:',
        TH: 'ทำภารกิจให้สำเร็จทุกสัปดาห์และรับรางวัลเงินสด:',
        VI: 'Hoàn thành nhiệm vụ mỗi tuần và nhận thưởng tiền mặt:',
        TL: 'Tapusin ang mga misyon bawat linggo at kunin ang cash rewards:',
      },
    ),
  },
  maintenance: {
    title: {
      EN: 'Maintenance notice',
      CN: '维护通知',
      ID: 'Pemberitahuan pemeliharaan',
      TH: 'แจ้งปิดปรับปรุง',
      VI: 'Thông báo bảo trì',
      TL: 'Abiso sa maintenance',
    },
    content: {
      EN: 'Scheduled maintenance of the live casino runs on Tuesday from 02:00 to 04:00. Other games are not affected.',
      CN: '真人视讯将于周二 02:00 至 04:00 进行例行维护，其他游戏不受影响。',
      ID: 'Pemeliharaan terjadwal live casino berlangsung hari Selasa pukul 02:00 hingga 04:00. Permainan lain tidak terpengaruh.',
      TH: 'คาสิโนสดจะปิดปรับปรุงตามกำหนดในวันอังคาร เวลา 02:00 ถึง 04:00 เกมอื่นไม่ได้รับผลกระทบ',
      VI: 'Casino trực tuyến bảo trì định kỳ vào thứ Ba từ 02:00 đến 04:00. Các trò chơi khác không bị ảnh hưởng.',
      TL: 'May nakatakdang maintenance ang live casino sa Martes mula 02:00 hanggang 04:00. Hindi apektado ang ibang laro.',
    },
  },
  pointMall: {
    title: {
      EN: 'Point mall restocked',
      CN: '积分商城已上新',
      ID: 'Toko poin diisi ulang',
      TH: 'ร้านค้าแลกแต้มเติมสินค้าแล้ว',
      VI: 'Cửa hàng điểm có hàng mới',
      TL: 'May bagong stock ang point mall',
    },
    content: {
      EN: '<p>New items are in the <a href="/pointMall">point mall</a>. Redeem your points before they run out.</p>',
      CN: '<p><a href="/pointMall">积分商城</a>上新了，快用积分兑换，兑完即止。</p>',
      ID: '<p>Item baru sudah tersedia di <a href="/pointMall">toko poin</a>. Tukarkan poin Anda sebelum kehabisan.</p>',
      TH: '<p>มีสินค้าใหม่ใน<a href="/pointMall">ร้านค้าแลกแต้ม</a> แลกแต้มของคุณก่อนของหมด</p>',
      VI: '<p>Đã có vật phẩm mới trong <a href="/pointMall">cửa hàng điểm</a>. Hãy đổi điểm trước khi hết hàng.</p>',
      TL: '<p>May mga bagong item sa <a href="/pointMall">point mall</a>. I-redeem ang iyong points bago maubos.</p>',
    },
  },
  invite: {
    title: {
      EN: 'Invite friends',
      CN: '邀请好友',
      ID: 'Undang teman',
      TH: 'ชวนเพื่อน',
      VI: 'Mời bạn bè',
      TL: 'Mag-imbita ng kaibigan',
    },
    content: {
      EN: 'Share your referral link: you earn a commission on every bet your friends place.',
      CN: '分享您的推荐链接：好友每笔投注，您都能获得佣金。',
      ID: 'Bagikan tautan referal Anda: Anda mendapat komisi dari setiap taruhan teman Anda.',
      TH: 'แชร์ลิงก์แนะนำของคุณ: รับค่าคอมมิชชันจากทุกการเดิมพันของเพื่อน',
      VI: 'Chia sẻ liên kết giới thiệu: bạn nhận hoa hồng trên mọi cược của bạn bè.',
      TL: 'Ibahagi ang iyong referral link: kikita ka ng komisyon sa bawat taya ng iyong mga kaibigan.',
    },
  },
  rebate: {
    title: {
      EN: 'Your rebate is ready',
      CN: '您的返水已到账',
      ID: 'Rebate Anda sudah siap',
      TH: 'เงินคืนของคุณพร้อมแล้ว',
      VI: 'Hoàn trả của bạn đã sẵn sàng',
      TL: 'Handa na ang iyong rebate',
    },
    content: {
      EN: '<p>Your weekly rebate has arrived. <strong>Claim it</strong> in the reward centre within 7 days.</p>',
      CN: '<p>您的每周返水已到账，请在 7 天内到奖励中心<strong>领取</strong>。</p>',
      ID: '<p>Rebate mingguan Anda telah tiba. <strong>Klaim</strong> di pusat hadiah dalam 7 hari.</p>',
      TH: '<p>เงินคืนรายสัปดาห์ของคุณมาแล้ว <strong>กดรับ</strong>ที่ศูนย์รางวัลภายใน 7 วัน</p>',
      VI: '<p>Tiền hoàn trả hằng tuần đã về. <strong>Nhận ngay</strong> tại trung tâm phần thưởng trong vòng 7 ngày.</p>',
      TL: '<p>Dumating na ang iyong lingguhang rebate. <strong>Kunin ito</strong> sa Sentro ng reward sa loob ng 7 araw.</p>',
    },
  },
  weekend: {
    title: {
      EN: 'Happy weekend',
      CN: '周末愉快',
      ID: 'Selamat berakhir pekan',
      TH: 'สุขสันต์วันหยุดสุดสัปดาห์',
      VI: 'Cuối tuần vui vẻ',
      TL: 'Masayang weekend',
    },
    content: {
      EN: 'Good luck at the tables this weekend!',
      CN: '祝您周末好运连连！',
      ID: 'Semoga beruntung di meja permainan akhir pekan ini!',
      TH: 'ขอให้โชคดีที่โต๊ะเกมสุดสัปดาห์นี้!',
      VI: 'Chúc bạn may mắn tại bàn chơi cuối tuần này!',
      TL: 'Good luck sa mga mesa ngayong weekend!',
    },
  },
})

/** A paragraph and a list under it, in each language. */
function listed(items: SeedTexts[], lead: SeedTexts): SeedTexts {
  const languages = Object.keys(lead) as (keyof SeedTexts)[]
  return Object.fromEntries(
    languages.map((language) => [
      language,
      `<p>${lead[language]}</p><ul>${items.map((item) => `<li>${item[language]}</li>`).join('')}</ul>`,
    ]),
  ) as SeedTexts
}

/** The demo rewards' titles. */
export const rewardTitles = {
  welcome: {
    EN: 'Welcome bonus',
    CN: '欢迎奖金',
    ID: 'Bonus sambutan',
    TH: 'โบนัสต้อนรับ',
    VI: 'Thưởng chào mừng',
    TL: 'Welcome bonus',
  },
  reload: {
    EN: 'Weekend reload promotion',
    CN: '周末再存优惠',
    ID: 'Promo isi ulang akhir pekan',
    TH: 'โปรโมชันฝากซ้ำสุดสัปดาห์',
    VI: 'Khuyến mãi nạp lại cuối tuần',
    TL: 'Weekend reload promo',
  },
  rebate: {
    EN: 'Weekly rebate',
    CN: '每周返水',
    ID: 'Rebate mingguan',
    TH: 'เงินคืนรายสัปดาห์',
    VI: 'Hoàn trả hằng tuần',
    TL: 'Lingguhang rebate',
  },
  birthday: {
    EN: 'Birthday bonus',
    CN: '生日礼金',
    ID: 'Bonus ulang tahun',
    TH: 'โบนัสวันเกิด',
    VI: 'Thưởng sinh nhật',
    TL: 'Birthday bonus',
  },
} satisfies Record<string, SeedTexts>

/** The agent centre's announcements. */
export const announcementTexts = {
  commission: {
    title: {
      EN: 'Agent commission rules updated',
      CN: '代理佣金规则更新',
      ID: 'Aturan komisi agen diperbarui',
      TH: 'อัปเดตกฎค่าคอมมิชชันตัวแทน',
      VI: 'Cập nhật quy định hoa hồng đại lý',
      TL: 'Bagong patakaran sa komisyon ng ahente',
    },
    content: {
      EN: '<p>From this month, commission is <b>settled daily</b> and credited to your main wallet.</p>',
      CN: '<p>自本月起，佣金<b>每日结算</b>并存入您的主钱包。</p>',
      ID: '<p>Mulai bulan ini, komisi <b>diselesaikan setiap hari</b> dan masuk ke dompet utama Anda.</p>',
      TH: '<p>ตั้งแต่เดือนนี้ ค่าคอมมิชชัน<b>สรุปยอดทุกวัน</b>และโอนเข้ากระเป๋าหลักของคุณ</p>',
      VI: '<p>Từ tháng này, hoa hồng được <b>quyết toán hằng ngày</b> và cộng vào ví chính của bạn.</p>',
      TL: '<p>Simula ngayong buwan, ang komisyon ay <b>sine-settle araw-araw</b> at pumapasok sa iyong main wallet.</p>',
    },
  },
  dividends: {
    title: {
      EN: 'New dividend contracts',
      CN: '新的分红合约',
      ID: 'Kontrak dividen baru',
      TH: 'สัญญาเงินปันผลใหม่',
      VI: 'Hợp đồng cổ tức mới',
      TL: 'Mga bagong kontrata ng dibidendo',
    },
    content: {
      EN: '<p>Offer dividend contracts to your sub-agents from the <b>dividend</b> page.</p><ul><li>Monthly, weekly or daily periods</li><li>Rates up to 100%</li></ul>',
      CN: '<p>在<b>分红</b>页面向您的下级代理提供分红合约。</p><ul><li>按月、按周或按日结算</li><li>比例最高 100%</li></ul>',
      ID: '<p>Tawarkan kontrak dividen kepada sub-agen Anda dari halaman <b>dividen</b>.</p><ul><li>Periode bulanan, mingguan, atau harian</li><li>Persentase hingga 100%</li></ul>',
      TH: '<p>เสนอสัญญาเงินปันผลให้ตัวแทนย่อยของคุณได้จากหน้า<b>เงินปันผล</b></p><ul><li>รอบรายเดือน รายสัปดาห์ หรือรายวัน</li><li>อัตราสูงสุด 100%</li></ul>',
      VI: '<p>Cung cấp hợp đồng cổ tức cho đại lý cấp dưới từ trang <b>cổ tức</b>.</p><ul><li>Chu kỳ tháng, tuần hoặc ngày</li><li>Tỷ lệ lên đến 100%</li></ul>',
      TL: '<p>Mag-alok ng kontrata ng dibidendo sa iyong mga sub-agent mula sa pahinang <b>Dibidendo</b>.</p><ul><li>Buwanan, lingguhan o araw-araw na period</li><li>Rate hanggang 100%</li></ul>',
    },
  },
  maintenance: {
    title: {
      EN: 'Maintenance window',
      CN: '维护时段',
      ID: 'Jadwal pemeliharaan',
      TH: 'ช่วงปิดปรับปรุง',
      VI: 'Khung giờ bảo trì',
      TL: 'Oras ng maintenance',
    },
    content: {
      EN: '<p>The agent centre reports pause on Sunday 02:00-03:00 for maintenance.</p>',
      CN: '<p>代理中心报表将于周日 02:00-03:00 暂停以进行维护。</p>',
      ID: '<p>Laporan pusat agen dihentikan sementara pada hari Minggu 02:00-03:00 untuk pemeliharaan.</p>',
      TH: '<p>รายงานของศูนย์ตัวแทนจะหยุดชั่วคราวในวันอาทิตย์ 02:00-03:00 เพื่อปิดปรับปรุง</p>',
      VI: '<p>Báo cáo của trung tâm đại lý tạm dừng vào Chủ nhật 02:00-03:00 để bảo trì.</p>',
      TL: '<p>Hihinto ang mga ulat ng agent center sa Linggo 02:00-03:00 para sa maintenance.</p>',
    },
  },
} satisfies Record<string, { title: SeedTexts; content: SeedTexts }>
