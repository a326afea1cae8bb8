// /lottery and /vnlottery share most of their code (cards, favourites, the game stage): one chunk.
export { LotteryScreen } from './lottery.screen'
export { VnLotteryScreen } from './vn-lottery.screen'
