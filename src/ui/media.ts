/** A phone's width, up to 30rem (480 px): where layouts fold to one column and labels shorten. */
export const phone = 'screen and (max-width: 30rem)'

/**
 * Up to 48rem (768 px): the header's first line shows the short language name and the avatar
 * without the nickname. With them, the switch, deposit, a balance of millions and the account menu
 * took two rows from 481 px up to 738 px (Indonesian, with a balance of millions), the switch alone
 * on the first.
 */
export const compactHeader = 'screen and (max-width: 48rem)'

/**
 * Up to 40rem (640 px): a phone held either way. The centres fill the screen and their menus
 * scroll sideways; a launched game covers the page.
 */
export const narrow = 'screen and (max-width: 40rem)'
