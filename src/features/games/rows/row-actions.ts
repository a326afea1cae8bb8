// What a row of Home does when pressed, in a chunk of its own: a first visit to Home shows the
// rows without loading the launch rules and the favourite calls, which load on the first press.
export { launchTarget } from '../launch/use-launch-game'
export { saveFavourite } from '../list/use-favourite-toggle'
