import type { RefusalCatalog } from './index'

/** The platform's refusals in Indonesian (ID): English template -> translation. */
export const id: RefusalCatalog = {
  '{0} contains characters that are not allowed': '{0} berisi karakter yang tidak diizinkan',
  // Streams and text direction (issue 38).
  '{0} must not contain text-direction control characters':
    '{0} tidak boleh berisi karakter kontrol arah teks',
  'You have {0} live connections open already; close one and try again':
    'Anda sudah membuka {0} koneksi langsung; tutup salah satu lalu coba lagi',
  'Too many live connections from your network; please try again later':
    'Terlalu banyak koneksi langsung dari jaringan Anda; silakan coba lagi nanti',
  'The live service is busy; please try again later':
    'Layanan langsung sedang sibuk; silakan coba lagi nanti',
  'This live connection needs a new ticket; please try again':
    'Koneksi langsung ini memerlukan tiket baru; silakan coba lagi',
  'This username is already taken': 'Nama pengguna ini sudah dipakai',
  'You have reached the limit of 100 invitation links':
    'Anda sudah mencapai batas 100 tautan undangan',
  'Could not create an invitation link; please try again':
    'Tautan undangan gagal dibuat; silakan coba lagi',
  'This contract type is not available': 'Jenis kontrak ini tidak tersedia',
  'Contract not found': 'Kontrak tidak ditemukan',
  'This account is not in your direct downline': 'Akun ini bukan downline langsung Anda',
  'Contracts can only be offered to agents': 'Kontrak hanya dapat ditawarkan kepada agen',
  'A real-time salary needs a profit rate, a loss rate and a single bet':
    'Gaji real-time memerlukan persentase untung, persentase rugi, dan taruhan tunggal',
  'An offer of this type is already waiting for an answer':
    'Penawaran jenis ini masih menunggu jawaban',
  'This contract is not waiting for an answer': 'Kontrak ini tidak sedang menunggu jawaban',
  'Only the other party can answer this request':
    'Hanya pihak lain yang dapat menjawab permintaan ini',
  'Accepting ends your current contract, which has a higher rate; please confirm':
    'Menerima ini akan mengakhiri kontrak Anda saat ini yang ratenya lebih tinggi; silakan konfirmasi',
  'Only an active contract can be terminated': 'Hanya kontrak yang aktif yang dapat diakhiri',
  'This account is not in your team': 'Akun ini tidak termasuk dalam tim Anda',
  'You have no active contract of this type': 'Anda tidak memiliki kontrak aktif jenis ini',
  'Non-agents cannot use the agent centre': 'Akun non-agen tidak dapat menggunakan pusat agen',
  'The date range can cover at most {0} days': 'Rentang tanggal maksimal {0} hari',
  'The daily sign-in task is not available on this site':
    'Tugas absen harian tidak tersedia di situs ini',
  'A real account is needed for this': 'Fitur ini memerlukan akun asli',
  'The login password is wrong': 'Kata sandi masuk salah',
  'Please set a payment password first': 'Silakan atur kata sandi pembayaran terlebih dahulu',
  'Too many wrong payment passwords; please try again in {0} minutes':
    'Terlalu banyak kata sandi pembayaran yang salah; silakan coba lagi dalam {0} menit',
  'The payment password is wrong': 'Kata sandi pembayaran salah',
  '{0} is not a valid date': '{0} bukan tanggal yang valid',
  'The start date must not be after the end date':
    'Tanggal mulai tidak boleh setelah tanggal akhir',
  'The date range may be at most {0} days': 'Rentang tanggal maksimal {0} hari',
  'The proof must be a PNG or JPEG image': 'Bukti harus berupa gambar PNG atau JPEG',
  'The proof image may be at most 5 MB': 'Ukuran gambar bukti maksimal 5 MB',
  'This withdrawal has forced receipt and cannot be refunded; please mark it received':
    'Penarikan ini sudah dipaksa diterima dan tidak dapat dikembalikan; silakan tandai sebagai diterima',
  'Please upload a proof that it was not received':
    'Silakan unggah bukti bahwa dana belum diterima',
  'The amount received must be more than 0 and less than the amount withdrawn':
    'Jumlah yang diterima harus lebih dari 0 dan kurang dari jumlah penarikan',
  'Withdrawal order not found': 'Pesanan penarikan tidak ditemukan',
  'This withdrawal is not awaiting review': 'Penarikan ini tidak sedang menunggu peninjauan',
  'Adjustment not found': 'Penyesuaian saldo tidak ditemukan',
  'A second operator must approve this adjustment':
    'Penyesuaian ini harus disetujui oleh operator lain',
  'This adjustment is not awaiting approval': 'Penyesuaian ini tidak sedang menunggu persetujuan',
  'Only a disbursed withdrawal awaiting confirmation can be confirmed':
    'Hanya penarikan yang sudah dicairkan dan menunggu konfirmasi yang dapat dikonfirmasi',
  'Non-agents cannot log in': 'Akun non-agen tidak dapat masuk',
  'Non-member accounts cannot log in': 'Akun non-member tidak dapat masuk',
  'Enter a valid verification code': 'Masukkan kode verifikasi yang valid',
  'Wrong format of email': 'Format email salah',
  'The account holder name does not match': 'Nama pemilik rekening tidak cocok',
  'Please complete verification first': 'Selesaikan verifikasi terlebih dahulu',
  'The phone verification has expired; please verify again':
    'Verifikasi ponsel sudah kedaluwarsa; silakan verifikasi ulang',
  'No account is registered with this phone number':
    'Tidak ada akun yang terdaftar dengan nomor ponsel ini',
  'This account is locked; please contact customer service':
    'Akun ini dikunci; silakan hubungi layanan pelanggan',
  'Too many failed attempts; the account is locked for a while':
    'Terlalu banyak percobaan gagal; akun dikunci untuk sementara',
  'Please enter the captcha': 'Silakan masukkan captcha',
  'Wrong username or password': 'Nama pengguna atau kata sandi salah',
  'The verification has expired, please sign in again':
    'Verifikasi sudah kedaluwarsa, silakan masuk kembali',
  'Unknown account': 'Akun tidak dikenal',
  'Not logged in': 'Anda belum masuk',
  'Confirmation password incorrect': 'Konfirmasi kata sandi tidak sesuai',
  'Password must be 6-20 characters': 'Kata sandi harus 6-20 karakter',
  'Wrong password': 'Kata sandi salah',
  'This chat room does not exist': 'Ruang obrolan ini tidak ada',
  'You are sending messages too fast; wait a moment':
    'Anda mengirim pesan terlalu cepat; tunggu sebentar',
  'You have already checked in today; come back tomorrow':
    'Anda sudah absen hari ini; kembali lagi besok',
  'Please enter a message': 'Silakan tulis pesan',
  'A message has at most {0} characters': 'Pesan maksimal {0} karakter',
  'This post does not exist': 'Artikel ini tidak ada',
  'You have already applied for this promotion': 'Anda sudah mengajukan promosi ini',
  'You have already joined this promotion': 'Anda sudah mengikuti promosi ini',
  'You have already signed in today': 'Anda sudah absen hari ini',
  'You have already claimed this promotion': 'Anda sudah mengklaim promosi ini',
  'This promotion needs no action': 'Promosi ini tidak memerlukan tindakan apa pun',
  'Images must be PNG or JPG files': 'Gambar harus berupa file PNG atau JPG',
  'Each image must be 5 MB or smaller': 'Setiap gambar maksimal 5 MB',
  'This promotion does not exist': 'Promosi ini tidak ada',
  'This promotion takes an application': 'Promosi ini memerlukan pengajuan',
  'This promotion cannot be taken this way': 'Promosi ini tidak dapat diambil dengan cara ini',
  'This promotion is not open': 'Promosi ini belum dibuka',
  'This promotion needs no application': 'Promosi ini tidak memerlukan pengajuan',
  'You have no draws left today': 'Kesempatan undian Anda hari ini sudah habis',
  'The prizes of this draw are all given out': 'Semua hadiah undian ini sudah habis dibagikan',
  'This request was already used for another promotion':
    'Permintaan ini sudah dipakai untuk promosi lain',
  'Feedback content must be between {0} and {1} words': 'Isi masukan harus antara {0} dan {1} kata',
  'Too much feedback from this address; please try again later':
    'Terlalu banyak masukan dari alamat ini; silakan coba lagi nanti',
  'This deposit channel does not exist': 'Saluran deposit ini tidak ada',
  'Deposits are unavailable at the moment; please try again later':
    'Deposit sedang tidak tersedia; silakan coba lagi nanti',
  'The amount must be between {0} and {1} (minor units) for {2}':
    'Jumlah untuk {2} harus antara {0} dan {1} (satuan terkecil)',
  'This bank account is already bound': 'Rekening bank ini sudah terhubung',
  'At most {0} bank accounts can be bound': 'Maksimal {0} rekening bank yang dapat dihubungkan',
  'The amount must be between {0} and {1} (minor units)':
    'Jumlah harus antara {0} dan {1} (satuan terkecil)',
  'Please choose one of your bound bank accounts':
    'Silakan pilih salah satu rekening bank yang sudah terhubung',
  'Unknown game': 'Game tidak dikenal',
  'This mission does not exist': 'Misi ini tidak ada',
  'This mission has not started yet': 'Misi ini belum dimulai',
  'This mission reward was already claimed': 'Hadiah misi ini sudah diklaim',
  'This mission has ended': 'Misi ini sudah berakhir',
  'This mission is not complete yet': 'Misi ini belum selesai',
  'This reward does not exist': 'Hadiah ini tidak ada',
  'This reward was already claimed': 'Hadiah ini sudah diklaim',
  'This reward has expired': 'Hadiah ini sudah kedaluwarsa',
  'This message does not exist': 'Pesan ini tidak ada',
  'birthday: use the format yyyy-MM-dd': 'birthday: gunakan format yyyy-MM-dd',
  'You must be at least {0} years old': 'Anda harus berusia minimal {0} tahun',
  'Game under maintenance': 'Game sedang dalam pemeliharaan',
  'The game provider is not answering, please try again later':
    'Penyedia game tidak merespons, silakan coba lagi nanti',
  'Insufficient balance': 'Saldo tidak mencukupi',
  'Points convert in multiples of {0}': 'Poin dikonversi dalam kelipatan {0}',
  '{0} is required': '{0} wajib diisi',
  '{0} must be {1} characters': '{0} harus {1} karakter',
  '{0} must be {1}-{2} characters': '{0} harus {1}-{2} karakter',
  '{0} has the wrong format': 'Format {0} salah',
  '{0} could not be checked; please use a shorter or simpler value':
    '{0} tidak dapat diperiksa; silakan gunakan nilai yang lebih pendek atau sederhana',
  'The two passwords are inconsistent': 'Kedua kata sandi tidak sama',
  'Mobile registration is not available': 'Pendaftaran dengan nomor ponsel tidak tersedia',
  'Username registration is not available': 'Pendaftaran dengan nama pengguna tidak tersedia',
  'Registration is not open on this site; please ask your agent or customer service for an account':
    'Pendaftaran tidak dibuka di situs ini; silakan minta akun kepada agen Anda atau layanan pelanggan',
  'username and password are required': 'username dan password wajib diisi',
  'Invalid invitation code': 'Kode undangan tidak valid',
  'Username or email does not exist': 'Nama pengguna atau email tidak terdaftar',
  'Enter a valid phone number': 'Masukkan nomor telepon yang valid',
  'Free play is not available': 'Main gratis tidak tersedia',
  'This vendor has no transfer wallet': 'Provider ini tidak memiliki dompet transfer',
  'Transfers go only to your upline or your direct downline':
    'Transfer hanya dapat dilakukan ke upline atau downline langsung Anda',
  'This transfer was already made': 'Transfer ini sudah dilakukan',
  'Unknown merchant': 'Merchant tidak dikenal',
  'A code was sent less than 60 seconds ago; please wait':
    'Kode baru dikirim kurang dari 60 detik lalu; harap tunggu',
  'The point mall is not available': 'Toko poin tidak tersedia',
  'You do not have enough points': 'Poin Anda tidak mencukupi',
  'This item does not exist': 'Item ini tidak ada',
  'Not enough of this item is left': 'Stok item ini tidak mencukupi',
  'Invalid request': 'Permintaan tidak valid',
  '{0} is not a known field': '{0} bukan kolom yang dikenal',
  '{0} must be of type {1}': '{0} harus bertipe {1}',
  '{0} must have at least {1} characters': '{0} minimal {1} karakter',
  '{0} must have at most {1} characters': '{0} maksimal {1} karakter',
  '{0} must be at least {1}': '{0} minimal {1}',
  '{0} must be at most {1}': '{0} maksimal {1}',
  '{0} must be more than {1}': '{0} harus lebih dari {1}',
  '{0} must be less than {1}': '{0} harus kurang dari {1}',
  '{0} must have at least {1} items': '{0} minimal berisi {1} item',
  '{0} must have at most {1} items': '{0} maksimal berisi {1} item',
  '{0} is not one of the allowed values': '{0} bukan salah satu nilai yang diizinkan',
  '{0} is invalid': '{0} tidak valid',
  'A form-encoded body is expected': 'Isi permintaan harus berformat formulir',
  'Request body is too large': 'Isi permintaan terlalu besar',
  'Request body is not valid JSON': 'Isi permintaan bukan JSON yang valid',
  'Internal error': 'Terjadi kesalahan internal',
  'Encrypted payload expected': 'Data harus dikirim terenkripsi',
  'Encryption key has changed, please retry': 'Kunci enkripsi telah berubah, silakan coba lagi',
  'Encrypted payload has expired': 'Data terenkripsi sudah kedaluwarsa',
  'Encrypted payload was already used': 'Data terenkripsi sudah pernah digunakan',
  'Bad IV': 'Parameter enkripsi tidak valid',
  'Encrypted payload could not be opened': 'Data terenkripsi tidak dapat dibuka',
  'Encrypted payload is not JSON': 'Data terenkripsi bukan JSON',
  'A date range needs both its start and its end':
    'Rentang tanggal memerlukan tanggal mulai dan tanggal akhir',
  'Enter your payment password': 'Masukkan kata sandi pembayaran Anda',
  'Too many requests; please try again in {0} seconds':
    'Terlalu banyak permintaan; silakan coba lagi dalam {0} detik',
  'Too many requests; please try again in {0} minutes':
    'Terlalu banyak permintaan; silakan coba lagi dalam {0} menit',
  'This site does not belong to that merchant': 'Situs ini bukan milik merchant tersebut',
  'Too many wrong answers; please sign in again':
    'Terlalu banyak jawaban salah; silakan masuk lagi',
  // The Zalo reward (issue 42).
  'Zalo: enter the phone number of your Zalo account': 'Zalo: masukkan nomor ponsel akun Zalo Anda',
  // Responsible gaming (issue 46).
  'A session limit has the period session; deposit, loss and wager limits a day, week or month':
    'Batas sesi berlaku per sesi; batas deposit, kekalahan, dan taruhan per hari, minggu, atau bulan',
  'A session limit is at most {0} minutes': 'Batas sesi paling lama {0} menit',
  'Choose one of these intervals: {0} minutes, or 0 for none':
    'Pilih salah satu interval ini: {0} menit, atau 0 untuk menonaktifkan',
  'You must be at least {0} years old to open an account':
    'Anda harus berusia minimal {0} tahun untuk membuka akun',
  'Please add your date of birth to your profile before your first deposit':
    'Silakan tambahkan tanggal lahir Anda di profil sebelum deposit pertama',
  'This account is closed at your request; please contact customer service':
    'Akun ini telah ditutup atas permintaan Anda; silakan hubungi layanan pelanggan',
  'You have excluded yourself permanently; see the Responsible Gaming page for help':
    'Anda telah mengecualikan diri secara permanen; lihat halaman Permainan Bertanggung Jawab untuk bantuan',
  'You are taking a break until {0}; see the Responsible Gaming page for help':
    'Anda sedang rehat hingga {0}; lihat halaman Permainan Bertanggung Jawab untuk bantuan',
  'You have excluded yourself until {0}; see the Responsible Gaming page for help':
    'Anda telah mengecualikan diri hingga {0}; lihat halaman Permainan Bertanggung Jawab untuk bantuan',
  'Choose one of the offered periods': 'Pilih salah satu periode yang tersedia',
  'This would pass your daily deposit limit of {0} ({1} left); it resets at {2}':
    'Ini akan melewati batas deposit harian Anda sebesar {0} (sisa {1}); batas diatur ulang pada {2}',
  'This would pass your weekly deposit limit of {0} ({1} left); it resets at {2}':
    'Ini akan melewati batas deposit mingguan Anda sebesar {0} (sisa {1}); batas diatur ulang pada {2}',
  'This would pass your monthly deposit limit of {0} ({1} left); it resets at {2}':
    'Ini akan melewati batas deposit bulanan Anda sebesar {0} (sisa {1}); batas diatur ulang pada {2}',
  'This bet would pass your daily loss limit of {0} ({1} left); it resets at {2}':
    'Taruhan ini akan melewati batas kekalahan harian Anda sebesar {0} (sisa {1}); batas diatur ulang pada {2}',
  'This bet would pass your weekly loss limit of {0} ({1} left); it resets at {2}':
    'Taruhan ini akan melewati batas kekalahan mingguan Anda sebesar {0} (sisa {1}); batas diatur ulang pada {2}',
  'This bet would pass your monthly loss limit of {0} ({1} left); it resets at {2}':
    'Taruhan ini akan melewati batas kekalahan bulanan Anda sebesar {0} (sisa {1}); batas diatur ulang pada {2}',
  'This bet would pass your daily wager limit of {0} ({1} left); it resets at {2}':
    'Taruhan ini akan melewati batas taruhan harian Anda sebesar {0} (sisa {1}); batas diatur ulang pada {2}',
  'This bet would pass your weekly wager limit of {0} ({1} left); it resets at {2}':
    'Taruhan ini akan melewati batas taruhan mingguan Anda sebesar {0} (sisa {1}); batas diatur ulang pada {2}',
  'This bet would pass your monthly wager limit of {0} ({1} left); it resets at {2}':
    'Taruhan ini akan melewati batas taruhan bulanan Anda sebesar {0} (sisa {1}); batas diatur ulang pada {2}',
  // A move into a vendor's transfer wallet past the loss or wager limit.
  'This transfer would pass your daily loss limit of {0} ({1} left); it resets at {2}':
    'Transfer ini akan melewati batas kekalahan harian Anda sebesar {0} (sisa {1}); batas diatur ulang pada {2}',
  'This transfer would pass your weekly loss limit of {0} ({1} left); it resets at {2}':
    'Transfer ini akan melewati batas kekalahan mingguan Anda sebesar {0} (sisa {1}); batas diatur ulang pada {2}',
  'This transfer would pass your monthly loss limit of {0} ({1} left); it resets at {2}':
    'Transfer ini akan melewati batas kekalahan bulanan Anda sebesar {0} (sisa {1}); batas diatur ulang pada {2}',
  'This transfer would pass your daily wager limit of {0} ({1} left); it resets at {2}':
    'Transfer ini akan melewati batas taruhan harian Anda sebesar {0} (sisa {1}); batas diatur ulang pada {2}',
  'This transfer would pass your weekly wager limit of {0} ({1} left); it resets at {2}':
    'Transfer ini akan melewati batas taruhan mingguan Anda sebesar {0} (sisa {1}); batas diatur ulang pada {2}',
  'This transfer would pass your monthly wager limit of {0} ({1} left); it resets at {2}':
    'Transfer ini akan melewati batas taruhan bulanan Anda sebesar {0} (sisa {1}); batas diatur ulang pada {2}',
  'The system is under maintenance': 'Sistem sedang dalam pemeliharaan',
  'This site is not available in your region': 'Situs ini tidak tersedia di wilayah Anda',
}
