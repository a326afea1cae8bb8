import { write } from '@/api/write'
import type { CallInput } from '@/api/types.gen'

/** Keeps the signed-in member's language on the platform (spec §7 language update). */
export const setLanguage = (language: CallInput<'member.language'>['language']) =>
  write('member.language', { language })
