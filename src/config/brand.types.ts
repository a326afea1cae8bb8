/** Types of brands/<id>/brand.json; schemas/brand.schema.json is the contract they mirror. */

/** An interface language code as the platform names it. */
export type LanguageCode = 'EN' | 'CN' | 'ID' | 'TH' | 'VI' | 'TL' | 'TY'

/** The theme names stored under the theme key. */
export type ThemeName = 'light' | 'dark'

/** One theme's colours. */
export interface ThemeColors {
  primary: string
  onPrimary: string
  accent: string
  background: string
  surface: string
  surfaceRaised: string
  text: string
  textMuted: string
  border: string
  danger: string
  success: string
}

/** One theme's token set. */
export interface ThemeTokens {
  logo: string
  colors: ThemeColors
  radii: { small: string; medium: string; large: string }
  fonts: { body: string; heading: string }
}

/** An outside link. */
export interface BrandLink {
  url: string
  label?: string
}

/** Areas an operator may switch off. */
export type AreaName =
  | 'lottery'
  | 'vnLottery'
  | 'live'
  | 'sports'
  | 'esports'
  | 'fish'
  | 'rng'
  | 'pvp'
  | 'cockfight'
  | 'seamless'
  | 'promotions'
  | 'vip'
  | 'pointMall'
  | 'help'
  | 'appDownload'
  | 'join'
  | 'agentCentre'

/** A brand's whole configuration. */
export interface Brand {
  id: string
  displayName: string
  merchantCode: string
  platform: 'web'
  device: 'WEB'
  lotteryType: 'SEA'
  loginedToHomePage: boolean
  currency: { code: string; symbol: string; minorUnits: number }
  languages: { default: LanguageCode; supported: LanguageCode[]; names?: { TY?: string } }
  theme: { default: ThemeName; favicon: string; light: ThemeTokens; dark: ThemeTokens }
  telegram: { primary: BrandLink; secondary: BrandLink }
  liveChatUrl?: string
  footer: {
    licences: { authority: string; licenceNumber?: string }[]
    vendorLogos: { name: string; logo?: string }[]
  }
  appDownload: { ios?: string; android?: string }
  /** Third-party analytics the brand allows (the shell's CSP names their hosts only then). */
  analytics?: { googleTag?: boolean }
  areas: Partial<Record<AreaName, boolean>>
  api: { baseUrl: string }
  domains: string[]
}
