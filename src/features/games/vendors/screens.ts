// /seamless and /fbsports show vendor cards that start their games: one chunk.
export { FbSportsScreen } from '../sports/fb-sports.screen'
export { SeamlessScreen } from '../seamless/seamless.screen'
