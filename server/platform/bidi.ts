import { refusal, type Refusal } from './i18n'
import { ApiError } from './router'

/**
 * The bidirectional embedding and override characters (U+202A–U+202E) and the isolates
 * (U+2066–U+2069). In a name or a message they reorder the text around them as it is shown, so a
 * nickname can pass for another player's, or a figure or a link can read backwards. The marks
 * (U+200E, U+200F, U+061C) only nudge neutral characters and stay allowed: right-to-left text
 * needs them.
 */
const anyControl = /[\u202A-\u202E\u2066-\u2069]/
const everyControl = /[\u202A-\u202E\u2066-\u2069]/g

/** True when the text holds a bidirectional override or isolate. */
export const hasBidiControls = (text: string) => anyControl.test(text)

/** The text without them: for names stored before they were refused, as other players see them. */
export const stripBidiControls = (text: string) => text.replace(everyControl, '')

/** The refusal of a field that holds one, naming the field. */
export const bidiRefusal = (field: string): Refusal =>
  refusal`${field} must not contain text-direction control characters`

/** Refuses (400, naming the field) a text that others will see when it holds one. */
export function refuseBidiControls(field: string, text: string | undefined) {
  if (text && hasBidiControls(text)) throw new ApiError(bidiRefusal(field), 400)
}

/**
 * A username as public boards show it (winners, leaderboard, chat without a nickname): the first
 * two and the last two characters, the first alone for a short name, without text-direction
 * controls a name stored before they were refused may hold.
 */
export function maskName(stored: string) {
  const name = stripBidiControls(stored)
  return name.length <= 4 ? `${name.slice(0, 1)}***` : `${name.slice(0, 2)}***${name.slice(-2)}`
}
