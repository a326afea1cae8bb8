import type { RefusalCatalog } from './index'

/** The platform's refusals in Thai (TH): English template -> translation. */
export const th: RefusalCatalog = {
  '{0} contains characters that are not allowed': '{0} มีอักขระที่ไม่อนุญาต',
  // Streams and text direction (issue 38).
  '{0} must not contain text-direction control characters': '{0} ต้องไม่มีอักขระควบคุมทิศทางข้อความ',
  'You have {0} live connections open already; close one and try again':
    'คุณเปิดการเชื่อมต่อสดไว้แล้ว {0} รายการ กรุณาปิดหนึ่งรายการแล้วลองอีกครั้ง',
  'Too many live connections from your network; please try again later':
    'มีการเชื่อมต่อสดจากเครือข่ายของคุณมากเกินไป กรุณาลองใหม่ภายหลัง',
  'The live service is busy; please try again later': 'บริการสดไม่ว่างในขณะนี้ กรุณาลองใหม่ภายหลัง',
  'This live connection needs a new ticket; please try again':
    'การเชื่อมต่อสดนี้ต้องใช้ตั๋วใหม่ กรุณาลองอีกครั้ง',
  'This username is already taken': 'ชื่อผู้ใช้นี้ถูกใช้แล้ว',
  'You have reached the limit of 100 invitation links': 'คุณสร้างลิงก์เชิญครบ 100 ลิงก์แล้ว',
  'Could not create an invitation link; please try again': 'ไม่สามารถสร้างลิงก์เชิญได้ กรุณาลองใหม่อีกครั้ง',
  'This contract type is not available': 'ไม่มีสัญญาประเภทนี้ให้บริการ',
  'Contract not found': 'ไม่พบสัญญา',
  'This account is not in your direct downline': 'บัญชีนี้ไม่ใช่ดาวน์ไลน์โดยตรงของคุณ',
  'Contracts can only be offered to agents': 'เสนอสัญญาได้เฉพาะกับเอเจนต์เท่านั้น',
  'A real-time salary needs a profit rate, a loss rate and a single bet':
    'เงินเดือนแบบเรียลไทม์ต้องระบุอัตรากำไร อัตราขาดทุน และยอดเดิมพันต่อครั้ง',
  'An offer of this type is already waiting for an answer': 'มีข้อเสนอประเภทนี้กำลังรอการตอบรับอยู่แล้ว',
  'This contract is not waiting for an answer': 'สัญญานี้ไม่ได้อยู่ในสถานะรอการตอบรับ',
  'Only the other party can answer this request': 'เฉพาะอีกฝ่ายเท่านั้นที่ตอบคำขอนี้ได้',
  'Accepting ends your current contract, which has a higher rate; please confirm':
    'การตอบรับจะสิ้นสุดสัญญาปัจจุบันของคุณซึ่งมีอัตราสูงกว่า กรุณายืนยัน',
  'Only an active contract can be terminated': 'ยกเลิกได้เฉพาะสัญญาที่มีผลอยู่เท่านั้น',
  'This account is not in your team': 'บัญชีนี้ไม่ได้อยู่ในทีมของคุณ',
  'You have no active contract of this type': 'คุณไม่มีสัญญาประเภทนี้ที่มีผลอยู่',
  'Non-agents cannot use the agent centre': 'บัญชีที่ไม่ใช่เอเจนต์ไม่สามารถใช้ศูนย์เอเจนต์ได้',
  'The date range can cover at most {0} days': 'ช่วงวันที่ต้องไม่เกิน {0} วัน',
  'The daily sign-in task is not available on this site': 'เว็บไซต์นี้ไม่มีภารกิจเช็กอินรายวัน',
  'A real account is needed for this': 'ต้องใช้บัญชีจริงจึงจะใช้งานส่วนนี้ได้',
  'The login password is wrong': 'รหัสผ่านเข้าสู่ระบบไม่ถูกต้อง',
  'Please set a payment password first': 'กรุณาตั้งรหัสผ่านการชำระเงินก่อน',
  'Too many wrong payment passwords; please try again in {0} minutes':
    'ใส่รหัสผ่านการชำระเงินผิดหลายครั้งเกินไป กรุณาลองใหม่ในอีก {0} นาที',
  'The payment password is wrong': 'รหัสผ่านการชำระเงินไม่ถูกต้อง',
  '{0} is not a valid date': '{0} ไม่ใช่วันที่ที่ถูกต้อง',
  'The start date must not be after the end date': 'วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด',
  'The date range may be at most {0} days': 'ช่วงวันที่ต้องไม่เกิน {0} วัน',
  'The proof must be a PNG or JPEG image': 'หลักฐานต้องเป็นรูปภาพ PNG หรือ JPEG',
  'The proof image may be at most 5 MB': 'รูปหลักฐานต้องมีขนาดไม่เกิน 5 MB',
  'This withdrawal has forced receipt and cannot be refunded; please mark it received':
    'รายการถอนนี้ถูกบังคับยืนยันรับเงินแล้วและไม่สามารถคืนเงินได้ กรุณาทำเครื่องหมายว่าได้รับแล้ว',
  'Please upload a proof that it was not received': 'กรุณาอัปโหลดหลักฐานว่ายังไม่ได้รับเงิน',
  'The amount received must be more than 0 and less than the amount withdrawn':
    'ยอดที่ได้รับต้องมากกว่า 0 และน้อยกว่ายอดที่ถอน',
  'Withdrawal order not found': 'ไม่พบรายการถอนเงิน',
  'This withdrawal is not awaiting review': 'รายการถอนเงินนี้ไม่ได้อยู่ระหว่างรอการตรวจสอบ',
  'Adjustment not found': 'ไม่พบรายการปรับยอดเงิน',
  'A second operator must approve this adjustment': 'การปรับยอดนี้ต้องได้รับการอนุมัติจากผู้ดูแลอีกคนหนึ่ง',
  'This adjustment is not awaiting approval': 'การปรับยอดนี้ไม่ได้อยู่ระหว่างรอการอนุมัติ',
  'Only a disbursed withdrawal awaiting confirmation can be confirmed':
    'ยืนยันได้เฉพาะรายการถอนที่โอนแล้วและรอการยืนยันเท่านั้น',
  'Non-agents cannot log in': 'บัญชีที่ไม่ใช่เอเจนต์ไม่สามารถเข้าสู่ระบบได้',
  'Non-member accounts cannot log in': 'บัญชีที่ไม่ใช่สมาชิกไม่สามารถเข้าสู่ระบบได้',
  'Enter a valid verification code': 'กรุณากรอกรหัสยืนยันที่ถูกต้อง',
  'Wrong format of email': 'รูปแบบอีเมลไม่ถูกต้อง',
  'The account holder name does not match': 'ชื่อเจ้าของบัญชีไม่ตรงกัน',
  'Please complete verification first': 'กรุณายืนยันตัวตนก่อน',
  'The phone verification has expired; please verify again':
    'การยืนยันเบอร์โทรศัพท์หมดอายุแล้ว กรุณายืนยันอีกครั้ง',
  'No account is registered with this phone number': 'ไม่มีบัญชีที่ลงทะเบียนด้วยเบอร์โทรศัพท์นี้',
  'This account is locked; please contact customer service': 'บัญชีนี้ถูกล็อก โปรดติดต่อฝ่ายบริการลูกค้า',
  'Too many failed attempts; the account is locked for a while': 'ลองผิดหลายครั้งเกินไป บัญชีถูกล็อกชั่วคราว',
  'Please enter the captcha': 'กรุณากรอกแคปต์ชา',
  'Wrong username or password': 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  'The verification has expired, please sign in again': 'การยืนยันหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
  'Unknown account': 'ไม่พบบัญชีนี้',
  'Not logged in': 'คุณยังไม่ได้เข้าสู่ระบบ',
  'Confirmation password incorrect': 'การยืนยันรหัสผ่านไม่ตรงกัน',
  'Password must be 6-20 characters': 'รหัสผ่านต้องมี 6-20 ตัวอักษร',
  'Wrong password': 'รหัสผ่านไม่ถูกต้อง',
  'This chat room does not exist': 'ไม่มีห้องแชตนี้',
  'You are sending messages too fast; wait a moment': 'คุณส่งข้อความเร็วเกินไป กรุณารอสักครู่',
  'You have already checked in today; come back tomorrow': 'วันนี้คุณเช็กอินแล้ว พรุ่งนี้กลับมาใหม่นะ',
  'Please enter a message': 'กรุณาพิมพ์ข้อความ',
  'A message has at most {0} characters': 'ข้อความมีได้ไม่เกิน {0} ตัวอักษร',
  'This post does not exist': 'ไม่พบบทความนี้',
  'You have already applied for this promotion': 'คุณสมัครโปรโมชันนี้แล้ว',
  'You have already joined this promotion': 'คุณเข้าร่วมโปรโมชันนี้แล้ว',
  'You have already signed in today': 'วันนี้คุณเช็กอินแล้ว',
  'You have already claimed this promotion': 'คุณรับโปรโมชันนี้แล้ว',
  'This promotion needs no action': 'โปรโมชันนี้ไม่ต้องดำเนินการใด ๆ',
  'Images must be PNG or JPG files': 'รูปภาพต้องเป็นไฟล์ PNG หรือ JPG',
  'Each image must be 5 MB or smaller': 'รูปภาพแต่ละรูปต้องมีขนาดไม่เกิน 5 MB',
  'This promotion does not exist': 'ไม่มีโปรโมชันนี้',
  'This promotion takes an application': 'โปรโมชันนี้ต้องส่งใบสมัคร',
  'This promotion cannot be taken this way': 'ไม่สามารถรับโปรโมชันนี้ด้วยวิธีนี้ได้',
  'This promotion is not open': 'โปรโมชันนี้ยังไม่เปิด',
  'This promotion needs no application': 'โปรโมชันนี้ไม่ต้องสมัคร',
  'You have no draws left today': 'วันนี้คุณใช้สิทธิ์จับรางวัลครบแล้ว',
  'The prizes of this draw are all given out': 'ของรางวัลของการจับรางวัลนี้ถูกแจกหมดแล้ว',
  'This request was already used for another promotion': 'คำขอนี้ถูกใช้กับโปรโมชันอื่นไปแล้ว',
  'Feedback content must be between {0} and {1} words': 'เนื้อหาความคิดเห็นต้องมี {0} ถึง {1} คำ',
  'Too much feedback from this address; please try again later':
    'มีการส่งความคิดเห็นจากที่อยู่นี้มากเกินไป กรุณาลองใหม่ภายหลัง',
  'This deposit channel does not exist': 'ไม่มีช่องทางฝากเงินนี้',
  'Deposits are unavailable at the moment; please try again later':
    'ไม่สามารถฝากเงินได้ในขณะนี้ กรุณาลองใหม่ภายหลัง',
  'The amount must be between {0} and {1} (minor units) for {2}':
    'จำนวนเงินสำหรับ {2} ต้องอยู่ระหว่าง {0} ถึง {1} (หน่วยย่อย)',
  'This bank account is already bound': 'บัญชีธนาคารนี้ผูกไว้แล้ว',
  'At most {0} bank accounts can be bound': 'ผูกบัญชีธนาคารได้สูงสุด {0} บัญชี',
  'The amount must be between {0} and {1} (minor units)':
    'จำนวนเงินต้องอยู่ระหว่าง {0} ถึง {1} (หน่วยย่อย)',
  'Please choose one of your bound bank accounts': 'กรุณาเลือกบัญชีธนาคารที่ผูกไว้',
  'Unknown game': 'ไม่พบเกมนี้',
  'This mission does not exist': 'ไม่มีภารกิจนี้',
  'This mission has not started yet': 'ภารกิจนี้ยังไม่เริ่ม',
  'This mission reward was already claimed': 'รับรางวัลภารกิจนี้ไปแล้ว',
  'This mission has ended': 'ภารกิจนี้สิ้นสุดแล้ว',
  'This mission is not complete yet': 'ภารกิจนี้ยังไม่สำเร็จ',
  'This reward does not exist': 'ไม่มีรางวัลนี้',
  'This reward was already claimed': 'รับรางวัลนี้ไปแล้ว',
  'This reward has expired': 'รางวัลนี้หมดอายุแล้ว',
  'This message does not exist': 'ไม่มีข้อความนี้',
  'birthday: use the format yyyy-MM-dd': 'birthday: กรุณาใช้รูปแบบ yyyy-MM-dd',
  'You must be at least {0} years old': 'คุณต้องมีอายุอย่างน้อย {0} ปี',
  'Game under maintenance': 'เกมอยู่ระหว่างปิดปรับปรุง',
  'The game provider is not answering, please try again later':
    'ผู้ให้บริการเกมไม่ตอบสนอง โปรดลองอีกครั้งในภายหลัง',
  'Insufficient balance': 'ยอดเงินคงเหลือไม่เพียงพอ',
  'Points convert in multiples of {0}': 'แลกคะแนนได้เฉพาะจำนวนที่เป็นผลคูณของ {0}',
  '{0} is required': 'กรุณากรอก {0}',
  '{0} must be {1} characters': '{0} ต้องมี {1} ตัวอักษร',
  '{0} must be {1}-{2} characters': '{0} ต้องมี {1}-{2} ตัวอักษร',
  '{0} has the wrong format': 'รูปแบบ {0} ไม่ถูกต้อง',
  '{0} could not be checked; please use a shorter or simpler value':
    'ไม่สามารถตรวจสอบ {0} ได้ กรุณาใช้ค่าที่สั้นลงหรือง่ายขึ้น',
  'The two passwords are inconsistent': 'รหัสผ่านทั้งสองครั้งไม่ตรงกัน',
  'Mobile registration is not available': 'ยังไม่เปิดให้สมัครด้วยเบอร์โทรศัพท์',
  'Username registration is not available': 'ยังไม่เปิดให้สมัครด้วยชื่อผู้ใช้',
  'Registration is not open on this site; please ask your agent or customer service for an account':
    'เว็บไซต์นี้ยังไม่เปิดให้สมัครสมาชิก โปรดติดต่อเอเจนต์ของคุณหรือฝ่ายบริการลูกค้าเพื่อขอเปิดบัญชี',
  'username and password are required': 'กรุณากรอก username และ password',
  'Invalid invitation code': 'รหัสเชิญไม่ถูกต้อง',
  'Username or email does not exist': 'ไม่พบชื่อผู้ใช้หรืออีเมลนี้',
  'Enter a valid phone number': 'กรุณากรอกหมายเลขโทรศัพท์ที่ถูกต้อง',
  'Free play is not available': 'ยังไม่เปิดให้ทดลองเล่นฟรี',
  'This vendor has no transfer wallet': 'ค่ายเกมนี้ไม่มีกระเป๋าเงินสำหรับโอน',
  'Transfers go only to your upline or your direct downline':
    'โอนได้เฉพาะให้อัปไลน์หรือดาวน์ไลน์โดยตรงของคุณเท่านั้น',
  'This transfer was already made': 'การโอนนี้ทำไปแล้ว',
  'Unknown merchant': 'ไม่พบผู้ให้บริการนี้',
  'A code was sent less than 60 seconds ago; please wait': 'เพิ่งส่งรหัสไปไม่ถึง 60 วินาที กรุณารอสักครู่',
  'The point mall is not available': 'ร้านค้าแลกคะแนนยังไม่เปิดให้บริการ',
  'You do not have enough points': 'คะแนนของคุณไม่เพียงพอ',
  'This item does not exist': 'ไม่มีสินค้านี้',
  'Not enough of this item is left': 'สินค้านี้เหลือไม่พอ',
  'Invalid request': 'คำขอไม่ถูกต้อง',
  '{0} is not a known field': '{0} ไม่ใช่ช่องข้อมูลที่รู้จัก',
  '{0} must be of type {1}': '{0} ต้องเป็นชนิด {1}',
  '{0} must have at least {1} characters': '{0} ต้องมีอย่างน้อย {1} ตัวอักษร',
  '{0} must have at most {1} characters': '{0} ต้องมีไม่เกิน {1} ตัวอักษร',
  '{0} must be at least {1}': '{0} ต้องไม่น้อยกว่า {1}',
  '{0} must be at most {1}': '{0} ต้องไม่เกิน {1}',
  '{0} must be more than {1}': '{0} ต้องมากกว่า {1}',
  '{0} must be less than {1}': '{0} ต้องน้อยกว่า {1}',
  '{0} must have at least {1} items': '{0} ต้องมีอย่างน้อย {1} รายการ',
  '{0} must have at most {1} items': '{0} ต้องมีไม่เกิน {1} รายการ',
  '{0} is not one of the allowed values': '{0} ไม่ใช่ค่าที่อนุญาต',
  '{0} is invalid': '{0} ไม่ถูกต้อง',
  'A form-encoded body is expected': 'เนื้อหาคำขอต้องอยู่ในรูปแบบฟอร์ม',
  'Request body is too large': 'เนื้อหาคำขอมีขนาดใหญ่เกินไป',
  'Request body is not valid JSON': 'เนื้อหาคำขอไม่ใช่ JSON ที่ถูกต้อง',
  'Internal error': 'เกิดข้อผิดพลาดภายในระบบ',
  'Encrypted payload expected': 'ข้อมูลต้องถูกเข้ารหัส',
  'Encryption key has changed, please retry': 'คีย์เข้ารหัสเปลี่ยนแล้ว กรุณาลองใหม่อีกครั้ง',
  'Encrypted payload has expired': 'ข้อมูลที่เข้ารหัสหมดอายุแล้ว',
  'Encrypted payload was already used': 'ข้อมูลที่เข้ารหัสถูกใช้ไปแล้ว',
  'Bad IV': 'พารามิเตอร์การเข้ารหัสไม่ถูกต้อง',
  'Encrypted payload could not be opened': 'ไม่สามารถถอดรหัสข้อมูลได้',
  'Encrypted payload is not JSON': 'ข้อมูลที่เข้ารหัสไม่ใช่ JSON',
  'A date range needs both its start and its end': 'ช่วงวันที่ต้องมีทั้งวันเริ่มต้นและวันสิ้นสุด',
  'Enter your payment password': 'กรุณากรอกรหัสผ่านการชำระเงิน',
  'Too many requests; please try again in {0} seconds': 'มีคำขอมากเกินไป โปรดลองอีกครั้งใน {0} วินาที',
  'Too many requests; please try again in {0} minutes': 'มีคำขอมากเกินไป โปรดลองอีกครั้งใน {0} นาที',
  'This site does not belong to that merchant': 'เว็บไซต์นี้ไม่ได้เป็นของผู้ให้บริการรายนั้น',
  'Too many wrong answers; please sign in again': 'ตอบผิดหลายครั้งเกินไป โปรดเข้าสู่ระบบอีกครั้ง',
  // The Zalo reward (issue 42).
  'Zalo: enter the phone number of your Zalo account':
    'Zalo: กรุณากรอกหมายเลขโทรศัพท์ของบัญชี Zalo ของคุณ',
  // Responsible gaming (issue 46).
  'A session limit has the period session; deposit, loss and wager limits a day, week or month':
    'ขีดจำกัดเวลาเล่นกำหนดต่อเซสชัน ส่วนขีดจำกัดการฝาก การเสีย และการเดิมพันกำหนดต่อวัน สัปดาห์ หรือเดือน',
  'A session limit is at most {0} minutes': 'ขีดจำกัดเวลาเล่นต่อเซสชันสูงสุด {0} นาที',
  'Choose one of these intervals: {0} minutes, or 0 for none':
    'โปรดเลือกช่วงเวลาใดช่วงเวลาหนึ่ง: {0} นาที หรือ 0 เพื่อปิด',
  'You must be at least {0} years old to open an account': 'คุณต้องมีอายุอย่างน้อย {0} ปีจึงจะเปิดบัญชีได้',
  'Please add your date of birth to your profile before your first deposit':
    'โปรดเพิ่มวันเกิดของคุณในโปรไฟล์ก่อนฝากเงินครั้งแรก',
  'This account is closed at your request; please contact customer service':
    'บัญชีนี้ถูกปิดตามคำขอของคุณแล้ว โปรดติดต่อฝ่ายบริการลูกค้า',
  'You have excluded yourself permanently; see the Responsible Gaming page for help':
    'คุณได้ระงับตัวเองจากการเล่นอย่างถาวรแล้ว ดูความช่วยเหลือได้ที่หน้าการเล่นเกมอย่างมีความรับผิดชอบ',
  'You are taking a break until {0}; see the Responsible Gaming page for help':
    'คุณกำลังพักการเล่นจนถึง {0} ดูความช่วยเหลือได้ที่หน้าการเล่นเกมอย่างมีความรับผิดชอบ',
  'You have excluded yourself until {0}; see the Responsible Gaming page for help':
    'คุณได้ระงับตัวเองจากการเล่นจนถึง {0} ดูความช่วยเหลือได้ที่หน้าการเล่นเกมอย่างมีความรับผิดชอบ',
  'Choose one of the offered periods': 'โปรดเลือกระยะเวลาที่มีให้',
  'This would pass your daily deposit limit of {0} ({1} left); it resets at {2}':
    'รายการนี้จะเกินขีดจำกัดการฝากรายวันของคุณที่ {0} (เหลือ {1}) ขีดจำกัดจะรีเซ็ตเมื่อ {2}',
  'This would pass your weekly deposit limit of {0} ({1} left); it resets at {2}':
    'รายการนี้จะเกินขีดจำกัดการฝากรายสัปดาห์ของคุณที่ {0} (เหลือ {1}) ขีดจำกัดจะรีเซ็ตเมื่อ {2}',
  'This would pass your monthly deposit limit of {0} ({1} left); it resets at {2}':
    'รายการนี้จะเกินขีดจำกัดการฝากรายเดือนของคุณที่ {0} (เหลือ {1}) ขีดจำกัดจะรีเซ็ตเมื่อ {2}',
  'This bet would pass your daily loss limit of {0} ({1} left); it resets at {2}':
    'การเดิมพันนี้จะเกินขีดจำกัดการเสียรายวันของคุณที่ {0} (เหลือ {1}) ขีดจำกัดจะรีเซ็ตเมื่อ {2}',
  'This bet would pass your weekly loss limit of {0} ({1} left); it resets at {2}':
    'การเดิมพันนี้จะเกินขีดจำกัดการเสียรายสัปดาห์ของคุณที่ {0} (เหลือ {1}) ขีดจำกัดจะรีเซ็ตเมื่อ {2}',
  'This bet would pass your monthly loss limit of {0} ({1} left); it resets at {2}':
    'การเดิมพันนี้จะเกินขีดจำกัดการเสียรายเดือนของคุณที่ {0} (เหลือ {1}) ขีดจำกัดจะรีเซ็ตเมื่อ {2}',
  'This bet would pass your daily wager limit of {0} ({1} left); it resets at {2}':
    'การเดิมพันนี้จะเกินขีดจำกัดการเดิมพันรายวันของคุณที่ {0} (เหลือ {1}) ขีดจำกัดจะรีเซ็ตเมื่อ {2}',
  'This bet would pass your weekly wager limit of {0} ({1} left); it resets at {2}':
    'การเดิมพันนี้จะเกินขีดจำกัดการเดิมพันรายสัปดาห์ของคุณที่ {0} (เหลือ {1}) ขีดจำกัดจะรีเซ็ตเมื่อ {2}',
  'This bet would pass your monthly wager limit of {0} ({1} left); it resets at {2}':
    'การเดิมพันนี้จะเกินขีดจำกัดการเดิมพันรายเดือนของคุณที่ {0} (เหลือ {1}) ขีดจำกัดจะรีเซ็ตเมื่อ {2}',
  // A move into a vendor's transfer wallet past the loss or wager limit.
  'This transfer would pass your daily loss limit of {0} ({1} left); it resets at {2}':
    'การโอนนี้จะเกินขีดจำกัดการเสียรายวันของคุณที่ {0} (เหลือ {1}) ขีดจำกัดจะรีเซ็ตเมื่อ {2}',
  'This transfer would pass your weekly loss limit of {0} ({1} left); it resets at {2}':
    'การโอนนี้จะเกินขีดจำกัดการเสียรายสัปดาห์ของคุณที่ {0} (เหลือ {1}) ขีดจำกัดจะรีเซ็ตเมื่อ {2}',
  'This transfer would pass your monthly loss limit of {0} ({1} left); it resets at {2}':
    'การโอนนี้จะเกินขีดจำกัดการเสียรายเดือนของคุณที่ {0} (เหลือ {1}) ขีดจำกัดจะรีเซ็ตเมื่อ {2}',
  'This transfer would pass your daily wager limit of {0} ({1} left); it resets at {2}':
    'การโอนนี้จะเกินขีดจำกัดการเดิมพันรายวันของคุณที่ {0} (เหลือ {1}) ขีดจำกัดจะรีเซ็ตเมื่อ {2}',
  'This transfer would pass your weekly wager limit of {0} ({1} left); it resets at {2}':
    'การโอนนี้จะเกินขีดจำกัดการเดิมพันรายสัปดาห์ของคุณที่ {0} (เหลือ {1}) ขีดจำกัดจะรีเซ็ตเมื่อ {2}',
  'This transfer would pass your monthly wager limit of {0} ({1} left); it resets at {2}':
    'การโอนนี้จะเกินขีดจำกัดการเดิมพันรายเดือนของคุณที่ {0} (เหลือ {1}) ขีดจำกัดจะรีเซ็ตเมื่อ {2}',
  'The system is under maintenance': 'ระบบอยู่ระหว่างปิดปรับปรุง',
  'This site is not available in your region': 'เว็บไซต์นี้ไม่พร้อมให้บริการในภูมิภาคของคุณ',
}
