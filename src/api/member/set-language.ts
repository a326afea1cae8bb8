import { call } from '@/api/client'
import type { CallInput } from '@/api/types.gen'

/** Keeps the signed-in member's language on the platform (spec §7 language update). */
export const setLanguage = (language: CallInput<'member.language'>['language']) =>
  call('member.language', { language })
