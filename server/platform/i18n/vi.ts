import type { RefusalCatalog } from './index'

/** The platform's refusals in Vietnamese (VI): English template -> translation. */
export const vi: RefusalCatalog = {
  '{0} contains characters that are not allowed': '{0} chứa ký tự không được phép',
  // Streams and text direction (issue 38).
  '{0} must not contain text-direction control characters':
    '{0} không được chứa ký tự điều khiển hướng văn bản',
  'You have {0} live connections open already; close one and try again':
    'Bạn đã mở {0} kết nối trực tiếp; hãy đóng bớt một kết nối rồi thử lại',
  'Too many live connections from your network; please try again later':
    'Có quá nhiều kết nối trực tiếp từ mạng của bạn; vui lòng thử lại sau',
  'The live service is busy; please try again later':
    'Dịch vụ trực tiếp đang bận; vui lòng thử lại sau',
  'This live connection needs a new ticket; please try again':
    'Kết nối trực tiếp này cần vé mới; vui lòng thử lại',
  'This username is already taken': 'Tên đăng nhập này đã được sử dụng',
  'You have reached the limit of 100 invitation links': 'Bạn đã đạt giới hạn 100 liên kết mời',
  'Could not create an invitation link; please try again':
    'Không thể tạo liên kết mời, vui lòng thử lại',
  'This contract type is not available': 'Loại hợp đồng này hiện không khả dụng',
  'Contract not found': 'Không tìm thấy hợp đồng',
  'This account is not in your direct downline':
    'Tài khoản này không phải tuyến dưới trực tiếp của bạn',
  'Contracts can only be offered to agents': 'Chỉ có thể đề xuất hợp đồng cho đại lý',
  'A real-time salary needs a profit rate, a loss rate and a single bet':
    'Lương theo thời gian thực cần có tỷ lệ lãi, tỷ lệ lỗ và mức cược đơn',
  'An offer of this type is already waiting for an answer':
    'Đã có một đề xuất loại này đang chờ phản hồi',
  'This contract is not waiting for an answer': 'Hợp đồng này không ở trạng thái chờ phản hồi',
  'Only the other party can answer this request': 'Chỉ bên còn lại mới có thể phản hồi yêu cầu này',
  'Accepting ends your current contract, which has a higher rate; please confirm':
    'Chấp nhận sẽ chấm dứt hợp đồng hiện tại có tỷ lệ cao hơn của bạn, vui lòng xác nhận',
  'Only an active contract can be terminated': 'Chỉ có thể chấm dứt hợp đồng đang có hiệu lực',
  'This account is not in your team': 'Tài khoản này không thuộc đội của bạn',
  'You have no active contract of this type': 'Bạn không có hợp đồng loại này đang hiệu lực',
  'Non-agents cannot use the agent centre':
    'Tài khoản không phải đại lý không thể dùng trung tâm đại lý',
  'The date range can cover at most {0} days': 'Khoảng thời gian tối đa {0} ngày',
  'The daily sign-in task is not available on this site':
    'Trang này không có nhiệm vụ điểm danh hằng ngày',
  'A real account is needed for this': 'Cần có tài khoản thật để sử dụng chức năng này',
  'The login password is wrong': 'Mật khẩu đăng nhập không đúng',
  'Please set a payment password first': 'Vui lòng đặt mật khẩu thanh toán trước',
  'Too many wrong payment passwords; please try again in {0} minutes':
    'Nhập sai mật khẩu thanh toán quá nhiều lần, vui lòng thử lại sau {0} phút',
  'The payment password is wrong': 'Mật khẩu thanh toán không đúng',
  '{0} is not a valid date': '{0} không phải là ngày hợp lệ',
  'The start date must not be after the end date': 'Ngày bắt đầu không được sau ngày kết thúc',
  'The date range may be at most {0} days': 'Khoảng thời gian tối đa là {0} ngày',
  'The proof must be a PNG or JPEG image': 'Bằng chứng phải là ảnh PNG hoặc JPEG',
  'The proof image may be at most 5 MB': 'Ảnh bằng chứng tối đa 5 MB',
  'This withdrawal has forced receipt and cannot be refunded; please mark it received':
    'Lệnh rút này đã được xác nhận nhận tiền bắt buộc và không thể hoàn lại, vui lòng đánh dấu là đã nhận',
  'Please upload a proof that it was not received':
    'Vui lòng tải lên bằng chứng chưa nhận được tiền',
  'The amount received must be more than 0 and less than the amount withdrawn':
    'Số tiền nhận được phải lớn hơn 0 và nhỏ hơn số tiền đã rút',
  'Withdrawal order not found': 'Không tìm thấy lệnh rút tiền',
  'This withdrawal is not awaiting review': 'Lệnh rút tiền này không ở trạng thái chờ duyệt',
  'Adjustment not found': 'Không tìm thấy điều chỉnh số dư',
  'A second operator must approve this adjustment':
    'Điều chỉnh này phải được một nhân viên vận hành khác phê duyệt',
  'This adjustment is not awaiting approval': 'Điều chỉnh này không ở trạng thái chờ phê duyệt',
  'Only a disbursed withdrawal awaiting confirmation can be confirmed':
    'Chỉ có thể xác nhận lệnh rút đã chi trả và đang chờ xác nhận',
  'Non-agents cannot log in': 'Tài khoản không phải đại lý không thể đăng nhập',
  'Non-member accounts cannot log in': 'Tài khoản không phải hội viên không thể đăng nhập',
  'Enter a valid verification code': 'Vui lòng nhập mã xác minh hợp lệ',
  'Wrong format of email': 'Email sai định dạng',
  'The account holder name does not match': 'Tên chủ tài khoản không khớp',
  'Please complete verification first': 'Vui lòng hoàn tất xác minh trước',
  'The phone verification has expired; please verify again':
    'Xác minh số điện thoại đã hết hạn, vui lòng xác minh lại',
  'No account is registered with this phone number':
    'Không có tài khoản nào đăng ký bằng số điện thoại này',
  'This account is locked; please contact customer service':
    'Tài khoản này đã bị khóa; vui lòng liên hệ chăm sóc khách hàng',
  'Too many failed attempts; the account is locked for a while':
    'Thử sai quá nhiều lần, tài khoản tạm thời bị khóa',
  'Please enter the captcha': 'Vui lòng nhập mã captcha',
  'Wrong username or password': 'Sai tên đăng nhập hoặc mật khẩu',
  'The verification has expired, please sign in again':
    'Phiên xác minh đã hết hạn, vui lòng đăng nhập lại',
  'Unknown account': 'Tài khoản không tồn tại',
  'Not logged in': 'Bạn chưa đăng nhập',
  'Confirmation password incorrect': 'Mật khẩu xác nhận không khớp',
  'Password must be 6-20 characters': 'Mật khẩu phải gồm 6-20 ký tự',
  'Wrong password': 'Mật khẩu không đúng',
  'This chat room does not exist': 'Phòng chat này không tồn tại',
  'You are sending messages too fast; wait a moment':
    'Bạn gửi tin nhắn quá nhanh, vui lòng chờ một chút',
  'You have already checked in today; come back tomorrow':
    'Hôm nay bạn đã điểm danh rồi, hẹn gặp lại ngày mai',
  'Please enter a message': 'Vui lòng nhập tin nhắn',
  'A message has at most {0} characters': 'Tin nhắn tối đa {0} ký tự',
  'This post does not exist': 'Bài viết này không tồn tại',
  'You have already applied for this promotion': 'Bạn đã đăng ký khuyến mãi này rồi',
  'You have already joined this promotion': 'Bạn đã tham gia khuyến mãi này rồi',
  'You have already signed in today': 'Hôm nay bạn đã điểm danh rồi',
  'You have already claimed this promotion': 'Bạn đã nhận khuyến mãi này rồi',
  'This promotion needs no action': 'Khuyến mãi này không cần thao tác',
  'Images must be PNG or JPG files': 'Ảnh phải là tệp PNG hoặc JPG',
  'Each image must be 5 MB or smaller': 'Mỗi ảnh tối đa 5 MB',
  'This promotion does not exist': 'Khuyến mãi này không tồn tại',
  'This promotion takes an application': 'Khuyến mãi này cần gửi đơn đăng ký',
  'This promotion cannot be taken this way': 'Không thể nhận khuyến mãi này theo cách này',
  'This promotion is not open': 'Khuyến mãi này chưa mở',
  'This promotion needs no application': 'Khuyến mãi này không cần đăng ký',
  'You have no draws left today': 'Bạn đã hết lượt rút hôm nay',
  'The prizes of this draw are all given out': 'Giải thưởng của lượt rút này đã được phát hết',
  'This request was already used for another promotion':
    'Yêu cầu này đã được dùng cho khuyến mãi khác',
  'Feedback content must be between {0} and {1} words': 'Nội dung góp ý phải từ {0} đến {1} từ',
  'Too much feedback from this address; please try again later':
    'Địa chỉ này đã gửi quá nhiều góp ý, vui lòng thử lại sau',
  'This deposit channel does not exist': 'Kênh nạp tiền này không tồn tại',
  'Deposits are unavailable at the moment; please try again later':
    'Hiện không thể nạp tiền; vui lòng thử lại sau',
  'The amount must be between {0} and {1} (minor units) for {2}':
    'Số tiền cho {2} phải từ {0} đến {1} (đơn vị nhỏ nhất)',
  'This bank account is already bound': 'Tài khoản ngân hàng này đã được liên kết',
  'At most {0} bank accounts can be bound': 'Chỉ có thể liên kết tối đa {0} tài khoản ngân hàng',
  'The amount must be between {0} and {1} (minor units)':
    'Số tiền phải từ {0} đến {1} (đơn vị nhỏ nhất)',
  'Please choose one of your bound bank accounts':
    'Vui lòng chọn một tài khoản ngân hàng đã liên kết',
  'Unknown game': 'Trò chơi không tồn tại',
  'This mission does not exist': 'Nhiệm vụ này không tồn tại',
  'This mission has not started yet': 'Nhiệm vụ này chưa bắt đầu',
  'This mission reward was already claimed': 'Phần thưởng nhiệm vụ này đã được nhận',
  'This mission has ended': 'Nhiệm vụ này đã kết thúc',
  'This mission is not complete yet': 'Nhiệm vụ này chưa hoàn thành',
  'This reward does not exist': 'Phần thưởng này không tồn tại',
  'This reward was already claimed': 'Phần thưởng này đã được nhận',
  'This reward has expired': 'Phần thưởng này đã hết hạn',
  'This message does not exist': 'Tin nhắn này không tồn tại',
  'birthday: use the format yyyy-MM-dd': 'birthday: vui lòng dùng định dạng yyyy-MM-dd',
  'You must be at least {0} years old': 'Bạn phải đủ {0} tuổi trở lên',
  'Game under maintenance': 'Trò chơi đang bảo trì',
  'The game provider is not answering, please try again later':
    'Nhà cung cấp trò chơi không phản hồi, vui lòng thử lại sau',
  'Insufficient balance': 'Số dư không đủ',
  'Points convert in multiples of {0}': 'Điểm được quy đổi theo bội số của {0}',
  '{0} is required': '{0} là bắt buộc',
  '{0} must be {1} characters': '{0} phải gồm {1} ký tự',
  '{0} must be {1}-{2} characters': '{0} phải gồm {1}-{2} ký tự',
  '{0} has the wrong format': '{0} sai định dạng',
  '{0} could not be checked; please use a shorter or simpler value':
    'Không thể kiểm tra {0}, vui lòng dùng giá trị ngắn hoặc đơn giản hơn',
  'The two passwords are inconsistent': 'Hai mật khẩu không khớp nhau',
  'Mobile registration is not available': 'Hiện chưa hỗ trợ đăng ký bằng số điện thoại',
  'Username registration is not available': 'Hiện chưa hỗ trợ đăng ký bằng tên đăng nhập',
  'Registration is not open on this site; please ask your agent or customer service for an account':
    'Trang này hiện không mở đăng ký; vui lòng liên hệ đại lý của bạn hoặc chăm sóc khách hàng để được mở tài khoản',
  'username and password are required': 'username và password là bắt buộc',
  'Invalid invitation code': 'Mã mời không hợp lệ',
  'Username or email does not exist': 'Tên đăng nhập hoặc email không tồn tại',
  'Enter a valid phone number': 'Vui lòng nhập số điện thoại hợp lệ',
  'Free play is not available': 'Hiện chưa hỗ trợ chơi thử',
  'This vendor has no transfer wallet': 'Nhà cung cấp này không có ví chuyển khoản',
  'Transfers go only to your upline or your direct downline':
    'Chỉ có thể chuyển cho tuyến trên hoặc tuyến dưới trực tiếp của bạn',
  'This transfer was already made': 'Giao dịch chuyển khoản này đã được thực hiện',
  'Unknown merchant': 'Nhà điều hành không tồn tại',
  'A code was sent less than 60 seconds ago; please wait':
    'Mã vừa được gửi chưa đầy 60 giây, vui lòng chờ',
  'The point mall is not available': 'Cửa hàng điểm hiện không khả dụng',
  'You do not have enough points': 'Bạn không đủ điểm',
  'This item does not exist': 'Vật phẩm này không tồn tại',
  'Not enough of this item is left': 'Vật phẩm này không còn đủ số lượng',
  'Invalid request': 'Yêu cầu không hợp lệ',
  '{0} is not a known field': '{0} không phải là trường hợp lệ',
  '{0} must be of type {1}': '{0} phải có kiểu {1}',
  '{0} must have at least {1} characters': '{0} phải có ít nhất {1} ký tự',
  '{0} must have at most {1} characters': '{0} tối đa {1} ký tự',
  '{0} must be at least {1}': '{0} phải lớn hơn hoặc bằng {1}',
  '{0} must be at most {1}': '{0} phải nhỏ hơn hoặc bằng {1}',
  '{0} must be more than {1}': '{0} phải lớn hơn {1}',
  '{0} must be less than {1}': '{0} phải nhỏ hơn {1}',
  '{0} must have at least {1} items': '{0} phải có ít nhất {1} mục',
  '{0} must have at most {1} items': '{0} tối đa {1} mục',
  '{0} is not one of the allowed values': '{0} không phải là giá trị được phép',
  '{0} is invalid': '{0} không hợp lệ',
  'A form-encoded body is expected': 'Nội dung yêu cầu phải ở dạng biểu mẫu',
  'Request body is too large': 'Nội dung yêu cầu quá lớn',
  'Request body is not valid JSON': 'Nội dung yêu cầu không phải JSON hợp lệ',
  'Internal error': 'Lỗi hệ thống',
  'Encrypted payload expected': 'Dữ liệu cần được mã hóa',
  'Encryption key has changed, please retry': 'Khóa mã hóa đã thay đổi, vui lòng thử lại',
  'Encrypted payload has expired': 'Dữ liệu mã hóa đã hết hạn',
  'Encrypted payload was already used': 'Dữ liệu mã hóa đã được sử dụng',
  'Bad IV': 'Tham số mã hóa không hợp lệ',
  'Encrypted payload could not be opened': 'Không thể giải mã dữ liệu',
  'Encrypted payload is not JSON': 'Dữ liệu mã hóa không phải JSON',
  'A date range needs both its start and its end':
    'Khoảng thời gian cần có cả ngày bắt đầu và ngày kết thúc',
  'Enter your payment password': 'Vui lòng nhập mật khẩu thanh toán',
  'Too many requests; please try again in {0} seconds':
    'Quá nhiều yêu cầu, vui lòng thử lại sau {0} giây',
  'Too many requests; please try again in {0} minutes':
    'Quá nhiều yêu cầu, vui lòng thử lại sau {0} phút',
  'This site does not belong to that merchant': 'Trang này không thuộc về nhà điều hành đó',
  'Too many wrong answers; please sign in again':
    'Trả lời sai quá nhiều lần, vui lòng đăng nhập lại',
  // The Zalo reward (issue 42).
  'Zalo: enter the phone number of your Zalo account':
    'Zalo: vui lòng nhập số điện thoại của tài khoản Zalo của bạn',
  // Responsible gaming (issue 46).
  'A session limit has the period session; deposit, loss and wager limits a day, week or month':
    'Giới hạn phiên tính theo từng phiên; giới hạn nạp, thua và cược tính theo ngày, tuần hoặc tháng',
  'A session limit is at most {0} minutes': 'Giới hạn phiên tối đa là {0} phút',
  'Choose one of these intervals: {0} minutes, or 0 for none':
    'Hãy chọn một trong các khoảng: {0} phút, hoặc 0 để tắt',
  'You must be at least {0} years old to open an account':
    'Bạn phải từ {0} tuổi trở lên để mở tài khoản',
  'Please add your date of birth to your profile before your first deposit':
    'Vui lòng thêm ngày sinh vào hồ sơ trước lần nạp tiền đầu tiên',
  'This account is closed at your request; please contact customer service':
    'Tài khoản này đã được đóng theo yêu cầu của bạn; vui lòng liên hệ chăm sóc khách hàng',
  'You have excluded yourself permanently; see the Responsible Gaming page for help':
    'Bạn đã tự loại trừ vĩnh viễn; xem trang Chơi có trách nhiệm để được hỗ trợ',
  'You are taking a break until {0}; see the Responsible Gaming page for help':
    'Bạn đang tạm nghỉ đến {0}; xem trang Chơi có trách nhiệm để được hỗ trợ',
  'You have excluded yourself until {0}; see the Responsible Gaming page for help':
    'Bạn đã tự loại trừ đến {0}; xem trang Chơi có trách nhiệm để được hỗ trợ',
  'Choose one of the offered periods': 'Vui lòng chọn một trong các thời hạn được cung cấp',
  'This would pass your daily deposit limit of {0} ({1} left); it resets at {2}':
    'Giao dịch này sẽ vượt giới hạn nạp theo ngày của bạn là {0} (còn {1}); giới hạn được đặt lại lúc {2}',
  'This would pass your weekly deposit limit of {0} ({1} left); it resets at {2}':
    'Giao dịch này sẽ vượt giới hạn nạp theo tuần của bạn là {0} (còn {1}); giới hạn được đặt lại lúc {2}',
  'This would pass your monthly deposit limit of {0} ({1} left); it resets at {2}':
    'Giao dịch này sẽ vượt giới hạn nạp theo tháng của bạn là {0} (còn {1}); giới hạn được đặt lại lúc {2}',
  'This bet would pass your daily loss limit of {0} ({1} left); it resets at {2}':
    'Lần cược này sẽ vượt giới hạn thua theo ngày của bạn là {0} (còn {1}); giới hạn được đặt lại lúc {2}',
  'This bet would pass your weekly loss limit of {0} ({1} left); it resets at {2}':
    'Lần cược này sẽ vượt giới hạn thua theo tuần của bạn là {0} (còn {1}); giới hạn được đặt lại lúc {2}',
  'This bet would pass your monthly loss limit of {0} ({1} left); it resets at {2}':
    'Lần cược này sẽ vượt giới hạn thua theo tháng của bạn là {0} (còn {1}); giới hạn được đặt lại lúc {2}',
  'This bet would pass your daily wager limit of {0} ({1} left); it resets at {2}':
    'Lần cược này sẽ vượt giới hạn cược theo ngày của bạn là {0} (còn {1}); giới hạn được đặt lại lúc {2}',
  'This bet would pass your weekly wager limit of {0} ({1} left); it resets at {2}':
    'Lần cược này sẽ vượt giới hạn cược theo tuần của bạn là {0} (còn {1}); giới hạn được đặt lại lúc {2}',
  'This bet would pass your monthly wager limit of {0} ({1} left); it resets at {2}':
    'Lần cược này sẽ vượt giới hạn cược theo tháng của bạn là {0} (còn {1}); giới hạn được đặt lại lúc {2}',
  // A move into a vendor's transfer wallet past the loss or wager limit.
  'This transfer would pass your daily loss limit of {0} ({1} left); it resets at {2}':
    'Lần chuyển tiền này sẽ vượt giới hạn thua theo ngày của bạn là {0} (còn {1}); giới hạn được đặt lại lúc {2}',
  'This transfer would pass your weekly loss limit of {0} ({1} left); it resets at {2}':
    'Lần chuyển tiền này sẽ vượt giới hạn thua theo tuần của bạn là {0} (còn {1}); giới hạn được đặt lại lúc {2}',
  'This transfer would pass your monthly loss limit of {0} ({1} left); it resets at {2}':
    'Lần chuyển tiền này sẽ vượt giới hạn thua theo tháng của bạn là {0} (còn {1}); giới hạn được đặt lại lúc {2}',
  'This transfer would pass your daily wager limit of {0} ({1} left); it resets at {2}':
    'Lần chuyển tiền này sẽ vượt giới hạn cược theo ngày của bạn là {0} (còn {1}); giới hạn được đặt lại lúc {2}',
  'This transfer would pass your weekly wager limit of {0} ({1} left); it resets at {2}':
    'Lần chuyển tiền này sẽ vượt giới hạn cược theo tuần của bạn là {0} (còn {1}); giới hạn được đặt lại lúc {2}',
  'This transfer would pass your monthly wager limit of {0} ({1} left); it resets at {2}':
    'Lần chuyển tiền này sẽ vượt giới hạn cược theo tháng của bạn là {0} (còn {1}); giới hạn được đặt lại lúc {2}',
  'The system is under maintenance': 'Hệ thống đang bảo trì',
  'This site is not available in your region': 'Trang web này không khả dụng ở khu vực của bạn',
}
