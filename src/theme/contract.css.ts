import { createGlobalThemeContract } from '@vanilla-extract/css'
import { tokenVars } from './tokens'

/** The theme contract every brand theme fills; styles read tokens only through it. */
export const vars = createGlobalThemeContract(tokenVars)
