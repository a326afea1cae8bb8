import { hashOf } from '../media/seeded'

/**
 * Which game-icons picture stands for a game, a vendor or a banner: a word of the name that names
 * a creature or a character first ("Fortune Ox" is an ox), then one that names a thing ("Golden
 * Gems"), else a stable pick from the game type's own list (a fishing game always gets a sea
 * creature). Pure and deterministic: the same name always gets the same icon.
 */

/** Creatures and characters: what a player recognises a game by. */
const characters: Record<string, string> = {
  ox: 'bull-horns',
  bull: 'bull-horns',
  buffalo: 'buffalo-head',
  niu: 'bull-horns',
  panda: 'panda',
  tiger: 'tiger-head',
  dragon: 'dragon-head',
  phoenix: 'eagle-emblem',
  eagle: 'eagle-emblem',
  wolf: 'wolf-howl',
  monkey: 'monkey',
  rooster: 'rooster',
  sabong: 'rooster',
  cat: 'cat',
  lion: 'lion',
  koi: 'double-fish',
  fish: 'angler-fish',
  pharaoh: 'egyptian-sphinx',
  samurai: 'samurai-helmet',
  ninja: 'ninja-head',
  viking: 'viking-helmet',
  pirate: 'pirate-captain',
  queen: 'queen-crown',
  princess: 'queen-crown',
  goddess: 'lotus-flower',
  king: 'crown',
  warriors: 'crossed-swords',
  dinosaur: 'dinosaur-rex',
  aztec: 'aztec-calendar-sun',
  lotus: 'lotus-flower',
}

/** Things and places: the next best picture when no creature is named. */
const things: Record<string, string> = {
  ace: 'card-ace-spades',
  gems: 'cut-diamond',
  diamond: 'cut-diamond',
  emerald: 'emerald',
  ruby: 'cut-diamond',
  sapphire: 'cut-diamond',
  crystal: 'crystal-ball',
  treasures: 'open-treasure-chest',
  riches: 'money-stack',
  spins: 'spinning-wheel',
  reels: 'slot-machine',
  wheel: 'tarot-10-wheel-of-fortune',
  wilds: 'jungle',
  jackpot: 'coins-pile',
  bonanza: 'gold-bar',
  temple: 'pagoda',
  palace: 'indian-palace',
  empire: 'crown',
  kingdom: 'crown',
  dynasty: 'pagoda',
  legend: 'scroll-unfurled',
  quest: 'compass',
  fiesta: 'party-popper',
  party: 'party-popper',
  carnival: 'carnival-mask',
  festival: 'asian-lantern',
  express: 'steam-locomotive',
  rush: 'lightning-storm',
  blast: 'fire-bomb',
  bombing: 'fire-bomb',
  boom: 'fire-bomb',
  storm: 'lightning-storm',
  thunder: 'thunder-struck',
  heist: 'locked-chest',
  vault: 'locked-chest',
  coins: 'coins-pile',
  bells: 'ringing-bell',
  sevens: 'seven-pointed-star',
  stars: 'star-formation',
  moon: 'moon',
  sun: 'sun',
  ocean: 'big-wave',
  jungle: 'jungle',
  safari: 'lion',
  garden: 'flower-emblem',
  magic: 'magic-lamp',
  fire: 'fire',
  ice: 'ice-cube',
  cosmic: 'ringed-planet',
  candy: 'candy-canes',
  fruity: 'cherry',
  spicy: 'chili-pepper',
  sweet: 'wrapped-sweet',
  baccarat: 'card-ace-hearts',
  blackjack: 'card-ace-spades',
  roulette: 'tarot-10-wheel-of-fortune',
  sic: 'rolling-dices',
  fan: 'coins-pile',
  teen: 'poker-hand',
  holdem: 'poker-hand',
  poker: 'poker-hand',
  rummy: 'card-joker',
  andar: 'card-king-hearts',
  pai: 'domino-tiles',
  mahjong: 'domino-tiles',
  pusoy: 'card-joker',
  tongits: 'card-queen-hearts',
  football: 'soccer-ball',
  keno: 'eight-ball',
  lucky: 'clover',
  lottery: 'ticket',
  lotto: 'ticket',
  bonus: 'present',
  welcome: 'present',
  slot: 'slot-machine',
  spin: 'spinning-wheel',
  win: 'trophy-cup',
}

/** Each type's own pictures, picked from by the name's hash when no word of the name is known. */
export const typeIcons: Record<string, readonly string[]> = {
  RNG: [
    'slot-machine',
    'cut-diamond',
    'coins-pile',
    'cherry',
    'seven-pointed-star',
    'open-treasure-chest',
    'crown',
    'clover',
    'gold-bar',
    'ringing-bell',
  ],
  FISH: [
    'angler-fish',
    'tropical-fish',
    'shark-jaws',
    'octopus',
    'giant-squid',
    'sea-turtle',
    'jellyfish',
    'dolphin',
    'sperm-whale',
    'seahorse',
    'crab',
    'sea-dragon',
    'mermaid',
    'kraken-tentacle',
  ],
  PVP: ['poker-hand', 'card-ace-spades', 'card-joker', 'domino-tiles', 'crossed-swords'],
  LIVE: ['card-ace-hearts', 'rolling-dices', 'poker-hand', 'tarot-10-wheel-of-fortune'],
  SPORTS: ['soccer-ball', 'basketball-ball', 'tennis-ball', 'trophy-cup', 'volleyball-ball'],
  ESPORTS: ['gamepad', 'joystick', 'console-controller', 'laurels-trophy'],
  LOTT: ['ticket', 'clover', 'eight-ball', 'horseshoe'],
  ELOTT: ['eight-ball', 'ticket', 'clover', 'rolling-dices'],
  COCKFIGHT: ['rooster'],
  PROMO: ['present', 'open-treasure-chest', 'diamond-trophy', 'coins-pile', 'sparkles'],
}

/**
 * What a lottery's name says it draws, before any other word: the racing cars of PK10, the three
 * dice of Fast 3, the racked balls of 11 choose 5, the digits of a 3D to 5D game, the lotus of the
 * Vietnamese regional draws, the elephant of the Thai lottery, the clock of a fast draw.
 */
const lotteryNames: readonly [RegExp, string][] = [
  [/\bpk ?10\b/, 'checkered-flag'],
  [/\b(fast ?3|k3)\b/, 'rolling-dices'],
  [/\b11 ?(choose|x) ?5\b/, 'pool-triangle'],
  [/\b[2-6] ?d\b/, 'abacus'],
  [/\b(mien|vietnam)\b/, 'lotus'],
  [/\bthai\b/, 'elephant-head'],
  [/\b\d+ ?(s|sec|min)\b/, 'stopwatch'],
  [/\btime\b/, 'hourglass'],
]

/** Icons drawn from the same idea: one of them stands for the word, by the name's hash. */
const variants: Record<string, readonly string[]> = {
  'bull-horns': ['bull-horns', 'bull', 'charging-bull', 'buffalo-head'],
  'dragon-head': ['dragon-head', 'double-dragon', 'spiked-dragon-head'],
  'tiger-head': ['tiger-head', 'tiger'],
  'wolf-howl': ['wolf-howl', 'wolf-head'],
  'eagle-emblem': ['eagle-emblem', 'eagle-head'],
  'coins-pile': ['coins-pile', 'two-coins', 'crown-coin'],
  crown: ['crown', 'imperial-crown', 'jewel-crown'],
  'open-treasure-chest': ['open-treasure-chest', 'chest'],
  'money-stack': ['money-stack', 'cash', 'gold-bar'],
  'cut-diamond': ['cut-diamond', 'gem-pendant', 'crystal-shine'],
  cherry: ['cherry', 'grapes', 'watermelon', 'strawberry'],
  pagoda: ['pagoda', 'shinto-shrine', 'temple-gate'],
  'samurai-helmet': ['samurai-helmet', 'katana'],
  'ninja-head': ['ninja-head', 'ninja-star'],
  'pirate-captain': ['pirate-captain', 'pirate-flag'],
  'viking-helmet': ['viking-helmet', 'viking-shield'],
  sun: ['sun', 'sun-radiations'],
  moon: ['moon', 'evil-moon'],
  'lotus-flower': ['lotus-flower', 'lotus'],
}

/**
 * A table's own entry for a word: a name is anyone's text, and "constructor" or "__proto__" must
 * find nothing rather than what every object inherits.
 */
const own = <T>(table: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined

/** One of the icon's variants, picked by the name. */
const variantOf = (icon: string, name: string) => {
  const list = own(variants, icon)
  return list ? list[hashOf(`variant/${name}`) % list.length]! : icon
}

/** Sea creatures only: a fishing game named after a king or a bomb still shows the sea. */
const seaWords: Record<string, string> = {
  king: 'angler-fish',
  ocean: 'sperm-whale',
  dragon: 'sea-dragon',
  mega: 'shark-jaws',
  jackpot: 'octopus',
  royal: 'mermaid',
  dinosaur: 'kraken-tentacle',
  disco: 'jellyfish',
  happy: 'dolphin',
  bombing: 'giant-squid',
}

const wordsOf = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

/** The icon for a game (or vendor, or banner) of a type, from the words of its name. */
export function chooseIcon(name: string, gameType: string): string {
  const words = wordsOf(name)
  const type = own(typeIcons, gameType) ? gameType : 'RNG'
  if (type === 'FISH') {
    const word = words.find((w) => own(seaWords, w))
    if (word) return seaWords[word]!
  } else if (type !== 'COCKFIGHT') {
    if (type === 'LOTT' || type === 'ELOTT') {
      const lowered = name.toLowerCase()
      const drawn = lotteryNames.find(([pattern]) => pattern.test(lowered))
      if (drawn) return drawn[1]
    }
    const character = words.find((w) => own(characters, w))
    if (character) return variantOf(characters[character]!, name)
    // The last known word: in "Dragon Jackpot Deluxe" the noun comes after the adjective.
    const thing = words.findLast((w) => own(things, w))
    if (thing) return variantOf(things[thing]!, name)
  }
  const list = typeIcons[type]!
  return list[hashOf(`${gameType}/${name}`) % list.length]!
}

/** Every icon a choice can name (the tests check that the set has each). */
export const allIcons = () =>
  new Set([
    ...Object.values(characters),
    ...Object.values(things),
    ...Object.values(variants).flat(),
    ...Object.values(typeIcons).flat(),
    ...Object.values(seaWords),
    ...lotteryNames.map(([, icon]) => icon),
  ])
