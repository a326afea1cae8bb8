/** A phone's width, up to 30rem (480 px): where layouts fold to one column and labels shorten. */
export const phone = 'screen and (max-width: 30rem)'
