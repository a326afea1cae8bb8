/** A merchant's switches, kept as JSON in merchants.settings; the test control API changes them. */
export interface MerchantSettings {
  menu: Record<
    | 'mobileRegistration'
    | 'registrationSms'
    | 'mobileRegistrationPassword'
    | 'usernameRegistration'
    | 'freePlay'
    | 'forcedPasswordChange'
    | 'mobileCodeLogin'
    | 'directRegistration'
    | 'countryDialingCode'
    | 'phoneAuth',
    boolean
  >
  whitelabel: Record<string, boolean>
  register: {
    ageRequirement: number
    fields: Record<
      string,
      {
        enabled: boolean
        required: boolean
        acceptedPattern: string
        patternId: string
        minLength: number
        maxLength: number
      }
    >
  }
  consolidated: {
    dailysalreqtype: number
    divtypereq: number
    contracthoursalreq: number
    realtimesalreqtype: number
  }
  imageCDNs: string[]
  launchGameCDNs: string[]
  /**
   * The customer-service link (pathList type 3) and the VIP one (type 4, members whose rank level is
   * above 4); a path that starts with / is on the page's origin; empty leaves the entry out.
   */
  customerServicePath: string
  vipCustomerServicePath: string
  gtagId: string
  /** What a login from an IP the account has not used must prove: a code sent to its phone, or its bound email. */
  loginVerification: 'phone' | 'email' | 'bankHolder'
  /** Vendors whose games play from a transfer wallet of their own. */
  transferVendors: string[]
  /** A game released within this many days is new (games' isNew). */
  newGameDays: number
  /** The game provider adapter the merchant's games launch at (Platform.integrations.gameProviders). */
  gameProvider: string
  /**
   * The Zalo reward (spec §9, "Zalo reward up to 131K"): minor units of a currency, by currency
   * code, credited once to a member who adds the phone number of their Zalo account to the profile.
   * A currency without an amount (or 0) has no offer: the brand's currency picks the entry.
   */
  zaloReward: Record<string, number>
  /** Withdrawal limits (minor units) and the timing of the withdrawal confirmation flow. */
  finance: {
    withdrawMin: number
    withdrawMax: number
    /** The reference platform disburses a processing withdrawal this many seconds after creation. */
    disburseSeconds: number
    /** A disbursed withdrawal not confirmed within this many minutes counts as received. */
    confirmMinutes: number
    /** Forced receipt: a withdrawal cannot be reported as not received for a refund. */
    forcedReceipt: boolean
    /** A deposit still pending this many minutes after creation is asked about at its PSP. */
    depositReconcileMinutes: number
    /** A deposit not paid within this many minutes expires (reconciliation closes it). */
    depositExpiryMinutes: number
    /**
     * Withdrawals wait in the console's queue for an operator's approval before they are paid out
     * (server/platform/console/finance.ts); off, they are paid out as they are placed.
     */
    withdrawalReview: boolean
    /** A console balance adjustment above this many minor units waits for a second operator. */
    adjustmentApprovalAbove: number
  }
  /** The payment service provider's adapter for deposits and payouts (integrations/payment-provider.ts). */
  paymentProvider: string
  /** The IANA zone the merchant's business days are counted in (the console's dashboard). */
  timeZone: string
  /**
   * Maintenance planned ahead (docs/operations.md, scheduled maintenance): from start to end, ISO
   * instants read on the platform's clock (server/platform/system-status.ts); null plans none.
   */
  maintenanceWindow: { start: string; end: string } | null
  /**
   * What the maintenance page says, plain text per language of the brand (EN, VI…), the brand's
   * default language present when any is; empty: the portal's own text.
   */
  maintenanceMessage: Record<string, string>
  /**
   * Countries (ISO 3166-1 alpha-2, upper case) whose players are refused: the region-blocked page,
   * and every call but the system ones. The country is the trusted balancer's header (COUNTRY_HEADER).
   */
  blockedCountries: string[]
  /**
   * Caps against SMS pumping and mass sign-ups (docs/reference-platform.md, abuse limits): events
   * per sliding window, counted in the database (server/platform/limits.ts); 0 refuses every such
   * request.
   */
  limits: AbuseLimits
  /** Responsible gaming (issue 46); the minimum age is register.ageRequirement (18, or 21). */
  responsible: ResponsibleSettings
}

/** The merchant's responsible-gaming switches (docs/operations.md, responsible gaming). */
export interface ResponsibleSettings {
  /**
   * When the date of birth is asked: at registration (the birthday field, required), or before
   * the first deposit (a deposit order of an account without one is refused).
   */
  birthDateAt: 'registration' | 'deposit'
  /** Hours a higher limit or a removal waits before it applies. */
  coolingOffHours: number
  /** Minutes between reality checks until the member chooses (0: off). */
  realityCheckDefaultMinutes: number
  /** The intervals a member may choose, in minutes. */
  realityCheckChoices: number[]
}

/** The caps of MerchantSettings.limits; an address is the caller's IP. */
export interface AbuseLimits {
  /** SMS codes to one number for one purpose (login, registration, password) a minute. */
  smsPerNumberPerMinute: number
  /** SMS codes to one number a day, every purpose together. */
  smsPerNumberPerDay: number
  smsPerAddressPerHour: number
  smsPerAddressPerDay: number
  /** The merchant's whole SMS budget: every number and address together. */
  smsPerMerchantPerHour: number
  smsPerMerchantPerDay: number
  /** Accounts registered from one address an hour (successful registrations only). */
  registrationsPerAddressPerHour: number
  /** Free-play (trial) accounts opened from one address an hour. */
  freePlayPerAddressPerHour: number
  /** Captcha pictures (image and slider) drawn for one address a minute: each costs CPU. */
  captchasPerAddressPerMinute: number
}

const field = (
  acceptedPattern: string,
  patternId: string,
  minLength: number,
  maxLength: number,
  required = true,
) => ({
  enabled: true,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
})

/** The settings a brand starts with. */
export function defaultSettings(): MerchantSettings {
  return {
    menu: {
      mobileRegistration: true,
      registrationSms: false,
      mobileRegistrationPassword: true,
      usernameRegistration: true,
      freePlay: true,
      forcedPasswordChange: true,
      mobileCodeLogin: true,
      directRegistration: true,
      countryDialingCode: true,
      phoneAuth: false,
    },
    // REFERRAL: the referral promotion (invite page) is on (spec §6: pages that depend on enablement flags).
    // MISSION: the mission activity runs; off, the mission calls answer it unavailable (spec §2.8).
    // MARKETING: the marketing centre likewise (spec §2.8: guarded by availability).
    whitelabel: { CHNGPASSVERIF3: true, REFERRAL: true, MISSION: true, MARKETING: true },
    register: {
      ageRequirement: 18,
      fields: {
        username: field('^[a-zA-Z][a-zA-Z0-9]*$', 'letterThenAlnum', 6, 16),
        password: field('^(?=.*[A-Za-z])(?=.*\\d).+$', 'lettersAndDigits', 6, 20),
        confirmPassword: field('*', 'any', 6, 20),
        payeeName: field('^[A-Za-z]+ [A-Za-z ]+$', 'fullName', 3, 50, false),
        email: field('^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'email', 5, 100, false),
        mobileNum: field('^[0-9]+$', 'digits', 7, 12, false),
        // The image captcha (auth.captcha): checked against the captcha store, not this pattern.
        captcha: field('^[A-Za-z0-9]+$', 'alnum', 4, 4),
      },
    },
    consolidated: {
      dailysalreqtype: 1,
      divtypereq: 1,
      contracthoursalreq: 1,
      realtimesalreqtype: 1,
    },
    imageCDNs: [],
    launchGameCDNs: [],
    customerServicePath: '/service/chat',
    vipCustomerServicePath: '/service/chat?vip=1',
    gtagId: '',
    loginVerification: 'phone',
    transferVendors: ['EVO', 'SABA', 'KM', 'PG', 'JILI'],
    newGameDays: 30,
    gameProvider: 'demo',
    // ₫131,000: Zalo is Vietnam's messenger, and the spec's 131K is in dong. Other currencies have
    // no offer until the operator sets an amount for theirs.
    zaloReward: { VND: 131_000 },
    finance: {
      withdrawMin: 10_000,
      withdrawMax: 5_000_000,
      disburseSeconds: 60,
      confirmMinutes: 30,
      forcedReceipt: false,
      depositReconcileMinutes: 5,
      depositExpiryMinutes: 30,
      withdrawalReview: false,
      adjustmentApprovalAbove: 1_000_000,
    },
    paymentProvider: 'demo',
    timeZone: 'UTC',
    maintenanceWindow: null,
    maintenanceMessage: {},
    blockedCountries: [],
    limits: {
      smsPerNumberPerMinute: 1,
      smsPerNumberPerDay: 5,
      smsPerAddressPerHour: 5,
      smsPerAddressPerDay: 20,
      smsPerMerchantPerHour: 500,
      smsPerMerchantPerDay: 5000,
      registrationsPerAddressPerHour: 5,
      freePlayPerAddressPerHour: 5,
      captchasPerAddressPerMinute: 30,
    },
    responsible: {
      birthDateAt: 'registration',
      coolingOffHours: 24,
      realityCheckDefaultMinutes: 60,
      realityCheckChoices: [15, 30, 45, 60, 90, 120],
    },
  }
}

/**
 * Stored settings over the defaults, one level deep: a switch added after a merchant was stored
 * (phoneAuth, say) answers its default instead of going missing.
 */
export function withDefaults(stored: Partial<MerchantSettings>): MerchantSettings {
  const defaults = defaultSettings()
  return {
    ...defaults,
    ...stored,
    menu: { ...defaults.menu, ...stored.menu },
    whitelabel: { ...defaults.whitelabel, ...stored.whitelabel },
    consolidated: { ...defaults.consolidated, ...stored.consolidated },
    finance: { ...defaults.finance, ...stored.finance },
    limits: { ...defaults.limits, ...stored.limits },
    responsible: { ...defaults.responsible, ...stored.responsible },
  }
}
