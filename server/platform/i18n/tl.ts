import type { RefusalCatalog } from './index'

/** The platform's refusals in Tagalog (TL): English template -> translation. */
export const tl: RefusalCatalog = {
  '{0} contains characters that are not allowed': 'May mga karakter sa {0} na hindi pinapayagan',
  // Streams and text direction (issue 38).
  '{0} must not contain text-direction control characters':
    'Hindi dapat maglaman ang {0} ng mga control character ng direksyon ng teksto',
  'You have {0} live connections open already; close one and try again':
    'May {0} live connection ka nang bukas; isara ang isa at subukang muli',
  'Too many live connections from your network; please try again later':
    'Masyadong maraming live connection mula sa iyong network; pakisubukang muli mamaya',
  'The live service is busy; please try again later':
    'Abala ang live service; pakisubukang muli mamaya',
  'This live connection needs a new ticket; please try again':
    'Kailangan ng bagong ticket ang live connection na ito; pakisubukang muli',
  'This username is already taken': 'May gumagamit na ng username na ito',
  'You have reached the limit of 100 invitation links':
    'Naabot mo na ang limitasyong 100 invitation link',
  'Could not create an invitation link; please try again':
    'Hindi nagawa ang invitation link; pakisubukang muli',
  'This contract type is not available': 'Hindi available ang ganitong uri ng kontrata',
  'Contract not found': 'Hindi nahanap ang kontrata',
  'This account is not in your direct downline': 'Hindi mo direktang downline ang account na ito',
  'Contracts can only be offered to agents': 'Sa mga agent lamang maaaring mag-alok ng kontrata',
  'A real-time salary needs a profit rate, a loss rate and a single bet':
    'Kailangan ng real-time salary ang profit rate, loss rate at single bet',
  'An offer of this type is already waiting for an answer':
    'May alok na ganitong uri na naghihintay pa ng sagot',
  'This contract is not waiting for an answer': 'Hindi naghihintay ng sagot ang kontratang ito',
  'Only the other party can answer this request':
    'Ang kabilang panig lamang ang makakasagot sa kahilingang ito',
  'Accepting ends your current contract, which has a higher rate; please confirm':
    'Kapag tinanggap, matatapos ang kasalukuyan mong kontrata na mas mataas ang rate; pakikumpirma',
  'Only an active contract can be terminated': 'Aktibong kontrata lamang ang maaaring tapusin',
  'This account is not in your team': 'Wala sa iyong team ang account na ito',
  'You have no active contract of this type': 'Wala kang aktibong kontrata na ganitong uri',
  'Non-agents cannot use the agent centre': 'Hindi magagamit ng hindi agent ang agent centre',
  'The date range can cover at most {0} days': 'Hanggang {0} araw lamang ang saklaw ng petsa',
  'The daily sign-in task is not available on this site':
    'Walang daily sign-in task sa site na ito',
  'A real account is needed for this': 'Kailangan ng totoong account para dito',
  'The login password is wrong': 'Mali ang login password',
  'Please set a payment password first': 'Pakitakda muna ang payment password',
  'Too many wrong payment passwords; please try again in {0} minutes':
    'Masyadong maraming maling payment password; pakisubukang muli pagkalipas ng {0} minuto',
  'The payment password is wrong': 'Mali ang payment password',
  '{0} is not a valid date': 'Hindi wastong petsa ang {0}',
  'The start date must not be after the end date':
    'Hindi dapat mas huli ang petsa ng simula kaysa sa petsa ng pagtatapos',
  'The date range may be at most {0} days': 'Hanggang {0} araw lamang ang maaaring saklaw ng petsa',
  'The proof must be a PNG or JPEG image': 'Dapat PNG o JPEG na larawan ang patunay',
  'The proof image may be at most 5 MB': 'Hanggang 5 MB lamang ang larawan ng patunay',
  'This withdrawal has forced receipt and cannot be refunded; please mark it received':
    'Forced receipt na ang withdrawal na ito at hindi na maibabalik; pakimarkahan itong natanggap',
  'Please upload a proof that it was not received': 'Pakiupload ang patunay na hindi ito natanggap',
  'The amount received must be more than 0 and less than the amount withdrawn':
    'Dapat higit sa 0 at mas mababa sa na-withdraw ang halagang natanggap',
  'Withdrawal order not found': 'Hindi nahanap ang withdrawal order',
  'This withdrawal is not awaiting review': 'Hindi naghihintay ng pagsusuri ang withdrawal na ito',
  'Adjustment not found': 'Hindi nahanap ang pagsasaayos ng balanse',
  'A second operator must approve this adjustment':
    'Kailangang aprubahan ng ibang operator ang pagsasaayos na ito',
  'This adjustment is not awaiting approval':
    'Hindi naghihintay ng pag-apruba ang pagsasaayos na ito',
  'Only a disbursed withdrawal awaiting confirmation can be confirmed':
    'Ang withdrawal na naipadala na at naghihintay ng kumpirmasyon lamang ang maaaring kumpirmahin',
  'Non-agents cannot log in': 'Hindi makakapag-log in ang hindi agent',
  'Non-member accounts cannot log in': 'Hindi makakapag-log in ang hindi member na account',
  'Enter a valid verification code': 'Maglagay ng tamang verification code',
  'Wrong format of email': 'Mali ang format ng email',
  'The account holder name does not match': 'Hindi tugma ang pangalan ng may-ari ng account',
  'Please complete verification first': 'Kumpletuhin muna ang beripikasyon',
  'The phone verification has expired; please verify again':
    'Nag-expire na ang phone verification; paki-verify muli',
  'No account is registered with this phone number':
    'Walang account na nakarehistro sa numerong ito',
  'This account is locked; please contact customer service':
    'Naka-lock ang account na ito; makipag-ugnayan sa customer service',
  'Too many failed attempts; the account is locked for a while':
    'Masyadong maraming maling subok; pansamantalang naka-lock ang account',
  'Please enter the captcha': 'Pakilagay ang captcha',
  'Wrong username or password': 'Mali ang username o password',
  'The verification has expired, please sign in again':
    'Nag-expire na ang verification, pakimag-sign in muli',
  'Unknown account': 'Hindi kilala ang account',
  'Not logged in': 'Hindi ka pa naka-log in',
  'Confirmation password incorrect': 'Hindi tugma ang confirmation password',
  'Password must be 6-20 characters': 'Dapat 6-20 character ang password',
  'Wrong password': 'Mali ang password',
  'This chat room does not exist': 'Walang ganitong chat room',
  'You are sending messages too fast; wait a moment':
    'Masyadong mabilis ang pagpapadala mo ng mensahe; sandali lang',
  'You have already checked in today; come back tomorrow':
    'Naka-check in ka na ngayong araw; bumalik ka bukas',
  'Please enter a message': 'Pakisulat ang iyong mensahe',
  'A message has at most {0} characters': 'Hanggang {0} character lamang ang isang mensahe',
  'This post does not exist': 'Hindi umiiral ang post na ito',
  'You have already applied for this promotion': 'Nag-apply ka na sa promo na ito',
  'You have already joined this promotion': 'Sumali ka na sa promo na ito',
  'You have already signed in today': 'Naka-sign in ka na ngayong araw',
  'You have already claimed this promotion': 'Na-claim mo na ang promo na ito',
  'This promotion needs no action': 'Walang kailangang gawin para sa promo na ito',
  'Images must be PNG or JPG files': 'Dapat PNG o JPG file ang mga larawan',
  'Each image must be 5 MB or smaller': 'Hanggang 5 MB lamang ang bawat larawan',
  'This promotion does not exist': 'Walang ganitong promo',
  'This promotion takes an application': 'Kailangang mag-apply para sa promo na ito',
  'This promotion cannot be taken this way': 'Hindi makukuha ang promo na ito sa ganitong paraan',
  'This promotion is not open': 'Hindi bukas ang promo na ito',
  'This promotion needs no application': 'Hindi kailangang mag-apply para sa promo na ito',
  'You have no draws left today': 'Wala ka nang natitirang draw ngayong araw',
  'The prizes of this draw are all given out': 'Naibigay na ang lahat ng premyo ng draw na ito',
  'This request was already used for another promotion':
    'Nagamit na ang request na ito sa ibang promo',
  'Feedback content must be between {0} and {1} words':
    'Dapat {0} hanggang {1} salita ang feedback',
  'Too much feedback from this address; please try again later':
    'Masyadong maraming feedback mula sa address na ito; pakisubukang muli mamaya',
  'This deposit channel does not exist': 'Walang ganitong deposit channel',
  'Deposits are unavailable at the moment; please try again later':
    'Hindi available ang deposit sa ngayon; pakisubukang muli mamaya',
  'The amount must be between {0} and {1} (minor units) for {2}':
    'Dapat nasa pagitan ng {0} at {1} (minor unit) ang halaga para sa {2}',
  'This bank account is already bound': 'Naka-bind na ang bank account na ito',
  'At most {0} bank accounts can be bound': 'Hanggang {0} bank account lamang ang maaaring i-bind',
  'The amount must be between {0} and {1} (minor units)':
    'Dapat nasa pagitan ng {0} at {1} (minor unit) ang halaga',
  'Please choose one of your bound bank accounts':
    'Pumili ng isa sa iyong mga naka-bind na bank account',
  'Unknown game': 'Hindi kilala ang laro',
  'This mission does not exist': 'Walang ganitong misyon',
  'This mission has not started yet': 'Hindi pa nagsisimula ang misyong ito',
  'This mission reward was already claimed': 'Na-claim na ang reward ng misyong ito',
  'This mission has ended': 'Tapos na ang misyong ito',
  'This mission is not complete yet': 'Hindi pa tapos ang misyong ito',
  'This reward does not exist': 'Walang ganitong reward',
  'This reward was already claimed': 'Na-claim na ang reward na ito',
  'This reward has expired': 'Nag-expire na ang reward na ito',
  'This message does not exist': 'Walang ganitong mensahe',
  'birthday: use the format yyyy-MM-dd': 'birthday: gamitin ang format na yyyy-MM-dd',
  'You must be at least {0} years old': 'Dapat ay hindi bababa sa {0} taong gulang ka',
  'Game under maintenance': 'Kasalukuyang nasa maintenance ang laro',
  'The game provider is not answering, please try again later':
    'Hindi sumasagot ang provider ng laro, pakisubukang muli mamaya',
  'Insufficient balance': 'Kulang ang iyong balanse',
  'Points convert in multiples of {0}': 'Kino-convert ang points nang multiple ng {0}',
  '{0} is required': 'Kailangan ang {0}',
  '{0} must be {1} characters': 'Dapat {1} character ang {0}',
  '{0} must be {1}-{2} characters': 'Dapat {1}-{2} character ang {0}',
  '{0} has the wrong format': 'Mali ang format ng {0}',
  '{0} could not be checked; please use a shorter or simpler value':
    'Hindi ma-check ang {0}; pakigamit ng mas maikli o mas simpleng value',
  'The two passwords are inconsistent': 'Hindi magkatugma ang dalawang password',
  'Mobile registration is not available': 'Hindi available ang pagrehistro gamit ang mobile',
  'Username registration is not available': 'Hindi available ang pagrehistro gamit ang username',
  'Registration is not open on this site; please ask your agent or customer service for an account':
    'Hindi bukas ang pagrehistro sa site na ito; humingi ng account sa iyong agent o sa customer service',
  'username and password are required': 'Kailangan ang username at password',
  'Invalid invitation code': 'Hindi wasto ang invitation code',
  'Username or email does not exist': 'Walang ganitong username o email',
  'Enter a valid phone number': 'Maglagay ng tamang numero ng telepono',
  'Free play is not available': 'Hindi available ang free play',
  'This vendor has no transfer wallet': 'Walang transfer wallet ang provider na ito',
  'Transfers go only to your upline or your direct downline':
    'Sa iyong upline o direktang downline ka lamang maaaring mag-transfer',
  'This transfer was already made': 'Nagawa na ang transfer na ito',
  'Unknown merchant': 'Hindi kilala ang merchant',
  'A code was sent less than 60 seconds ago; please wait':
    'Wala pang 60 segundo mula nang maipadala ang code; sandali lang',
  'The point mall is not available': 'Hindi available ang point mall',
  'You do not have enough points': 'Kulang ang iyong points',
  'This item does not exist': 'Walang ganitong item',
  'Not enough of this item is left': 'Kulang na ang natitirang stock ng item na ito',
  'Invalid request': 'Hindi wasto ang request',
  '{0} is not a known field': 'Hindi kilalang field ang {0}',
  '{0} must be of type {1}': 'Dapat {1} ang uri ng {0}',
  '{0} must have at least {1} characters': 'Dapat hindi bababa sa {1} character ang {0}',
  '{0} must have at most {1} characters': 'Hanggang {1} character lamang ang {0}',
  '{0} must be at least {1}': 'Dapat hindi bababa sa {1} ang {0}',
  '{0} must be at most {1}': 'Dapat hindi hihigit sa {1} ang {0}',
  '{0} must be more than {1}': 'Dapat higit sa {1} ang {0}',
  '{0} must be less than {1}': 'Dapat mas mababa sa {1} ang {0}',
  '{0} must have at least {1} items': 'Dapat hindi bababa sa {1} item ang {0}',
  '{0} must have at most {1} items': 'Hanggang {1} item lamang ang {0}',
  '{0} is not one of the allowed values': 'Hindi pinapayagang value ang {0}',
  '{0} is invalid': 'Hindi wasto ang {0}',
  'A form-encoded body is expected': 'Dapat form-encoded ang body ng request',
  'Request body is too large': 'Masyadong malaki ang body ng request',
  'Request body is not valid JSON': 'Hindi wastong JSON ang body ng request',
  'Internal error': 'Nagkaroon ng internal error',
  'Encrypted payload expected': 'Kailangang naka-encrypt ang data',
  'Encryption key has changed, please retry': 'Nagbago ang encryption key, pakisubukang muli',
  'Encrypted payload has expired': 'Nag-expire na ang naka-encrypt na data',
  'Encrypted payload was already used': 'Nagamit na ang naka-encrypt na data',
  'Bad IV': 'Hindi wasto ang encryption parameter',
  'Encrypted payload could not be opened': 'Hindi mabuksan ang naka-encrypt na data',
  'Encrypted payload is not JSON': 'Hindi JSON ang naka-encrypt na data',
  'A date range needs both its start and its end':
    'Kailangan ng petsa ng simula at petsa ng katapusan ang saklaw ng petsa',
  'Enter your payment password': 'Ilagay ang iyong payment password',
  'Too many requests; please try again in {0} seconds':
    'Masyadong maraming kahilingan; pakisubukan muli pagkalipas ng {0} segundo',
  'Too many requests; please try again in {0} minutes':
    'Masyadong maraming kahilingan; pakisubukan muli pagkalipas ng {0} minuto',
  'This site does not belong to that merchant':
    'Hindi pag-aari ng merchant na iyon ang site na ito',
  'Too many wrong answers; please sign in again':
    'Masyadong maraming maling sagot; pakimag-log in muli',
  // The Zalo reward (issue 42).
  'Zalo: enter the phone number of your Zalo account':
    'Zalo: ilagay ang phone number ng iyong Zalo account',
  // Responsible gaming (issue 46).
  'A session limit has the period session; deposit, loss and wager limits a day, week or month':
    'Ang session limit ay bawat session; ang deposit, talo at taya na limit ay bawat araw, linggo o buwan',
  'A session limit is at most {0} minutes': 'Ang session limit ay hanggang {0} minuto lamang',
  'Choose one of these intervals: {0} minutes, or 0 for none':
    'Pumili ng isa sa mga pagitang ito: {0} minuto, o 0 para patayin',
  'You must be at least {0} years old to open an account':
    'Dapat ay hindi bababa sa {0} taong gulang ka para magbukas ng account',
  'Please add your date of birth to your profile before your first deposit':
    'Pakilagay ang iyong petsa ng kapanganakan sa profile bago ang unang deposito',
  'This account is closed at your request; please contact customer service':
    'Isinara na ang account na ito ayon sa iyong kahilingan; makipag-ugnayan sa customer service',
  'You have excluded yourself permanently; see the Responsible Gaming page for help':
    'Permanente mo nang ibinukod ang iyong sarili; tingnan ang pahina ng Responsableng Paglalaro para sa tulong',
  'You are taking a break until {0}; see the Responsible Gaming page for help':
    'Nagpapahinga ka hanggang {0}; tingnan ang pahina ng Responsableng Paglalaro para sa tulong',
  'You have excluded yourself until {0}; see the Responsible Gaming page for help':
    'Ibinukod mo ang iyong sarili hanggang {0}; tingnan ang pahina ng Responsableng Paglalaro para sa tulong',
  'Choose one of the offered periods': 'Pumili ng isa sa mga inaalok na panahon',
  'This would pass your daily deposit limit of {0} ({1} left); it resets at {2}':
    'Lalampas ito sa iyong araw-araw na deposit limit na {0} ({1} na lang ang natitira); magre-reset ito sa {2}',
  'This would pass your weekly deposit limit of {0} ({1} left); it resets at {2}':
    'Lalampas ito sa iyong lingguhang na deposit limit na {0} ({1} na lang ang natitira); magre-reset ito sa {2}',
  'This would pass your monthly deposit limit of {0} ({1} left); it resets at {2}':
    'Lalampas ito sa iyong buwanang na deposit limit na {0} ({1} na lang ang natitira); magre-reset ito sa {2}',
  'This bet would pass your daily loss limit of {0} ({1} left); it resets at {2}':
    'Lalampas ang tayang ito sa iyong araw-araw na loss limit na {0} ({1} na lang ang natitira); magre-reset ito sa {2}',
  'This bet would pass your weekly loss limit of {0} ({1} left); it resets at {2}':
    'Lalampas ang tayang ito sa iyong lingguhang na loss limit na {0} ({1} na lang ang natitira); magre-reset ito sa {2}',
  'This bet would pass your monthly loss limit of {0} ({1} left); it resets at {2}':
    'Lalampas ang tayang ito sa iyong buwanang na loss limit na {0} ({1} na lang ang natitira); magre-reset ito sa {2}',
  'This bet would pass your daily wager limit of {0} ({1} left); it resets at {2}':
    'Lalampas ang tayang ito sa iyong araw-araw na wager limit na {0} ({1} na lang ang natitira); magre-reset ito sa {2}',
  'This bet would pass your weekly wager limit of {0} ({1} left); it resets at {2}':
    'Lalampas ang tayang ito sa iyong lingguhang na wager limit na {0} ({1} na lang ang natitira); magre-reset ito sa {2}',
  'This bet would pass your monthly wager limit of {0} ({1} left); it resets at {2}':
    'Lalampas ang tayang ito sa iyong buwanang na wager limit na {0} ({1} na lang ang natitira); magre-reset ito sa {2}',
  // A move into a vendor's transfer wallet past the loss or wager limit.
  'This transfer would pass your daily loss limit of {0} ({1} left); it resets at {2}':
    'Lalampas ang paglilipat na ito sa iyong araw-araw na loss limit na {0} ({1} na lang ang natitira); magre-reset ito sa {2}',
  'This transfer would pass your weekly loss limit of {0} ({1} left); it resets at {2}':
    'Lalampas ang paglilipat na ito sa iyong lingguhang na loss limit na {0} ({1} na lang ang natitira); magre-reset ito sa {2}',
  'This transfer would pass your monthly loss limit of {0} ({1} left); it resets at {2}':
    'Lalampas ang paglilipat na ito sa iyong buwanang na loss limit na {0} ({1} na lang ang natitira); magre-reset ito sa {2}',
  'This transfer would pass your daily wager limit of {0} ({1} left); it resets at {2}':
    'Lalampas ang paglilipat na ito sa iyong araw-araw na wager limit na {0} ({1} na lang ang natitira); magre-reset ito sa {2}',
  'This transfer would pass your weekly wager limit of {0} ({1} left); it resets at {2}':
    'Lalampas ang paglilipat na ito sa iyong lingguhang na wager limit na {0} ({1} na lang ang natitira); magre-reset ito sa {2}',
  'This transfer would pass your monthly wager limit of {0} ({1} left); it resets at {2}':
    'Lalampas ang paglilipat na ito sa iyong buwanang na wager limit na {0} ({1} na lang ang natitira); magre-reset ito sa {2}',
  'The system is under maintenance': 'Kasalukuyang nasa maintenance ang system',
  'This site is not available in your region': 'Hindi available ang site na ito sa inyong rehiyon',
}
