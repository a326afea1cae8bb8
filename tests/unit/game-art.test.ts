import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { gameArt, shapeOfAspect, vendorArt } from '../../server/platform/games/art'
import { gamePicture, renderGamePicture } from '../../server/platform/games/pictures'
import { hasIcon } from '../../server/platform/media/icon-set'
import { fitText, textWidth } from '../../server/platform/media/lettering'
import { generateGames, vendors } from '../../server/platform/games/catalogue'
import { allIcons, chooseIcon, typeIcons } from '../../server/platform/games/icon-choice'

describe('chooseIcon', () => {
  it('takes the creature a name names before the thing it names', () => {
    const oxen = ['bull-horns', 'bull', 'charging-bull', 'buffalo-head']
    expect(oxen).toContain(chooseIcon('Fortune Ox', 'RNG'))
    // Games of one creature do not all look alike: the variants of the idea share them out.
    const herd = ['Lucky', 'Golden', 'Mighty', 'Wild', 'Super', 'Mega', 'Royal', 'Fire'].map((a) =>
      chooseIcon(`${a} Ox`, 'RNG'),
    )
    expect(herd.every((icon) => oxen.includes(icon))).toBe(true)
    expect(new Set(herd).size).toBeGreaterThan(2)
    expect(chooseIcon('Panda Riches', 'RNG')).toBe('panda')
    expect(['cut-diamond', 'gem-pendant', 'crystal-shine']).toContain(
      chooseIcon('Golden Gems Deluxe', 'RNG'),
    )
    // The noun after the adjective: "Jackpot" names the thing, "Lucky" only its mood.
    expect(['coins-pile', 'two-coins', 'crown-coin']).toContain(chooseIcon('Lucky Jackpot', 'RNG'))
    expect(chooseIcon('Roulette C', 'LIVE')).toBe('tarot-10-wheel-of-fortune')
    expect(chooseIcon('Football', 'SPORTS')).toBe('soccer-ball')
  })

  it('gives fishing games sea creatures, and cockfighting its rooster, whatever the name says', () => {
    expect(chooseIcon('Dragon Fishing', 'FISH')).toBe('sea-dragon')
    expect(chooseIcon('Fish King', 'FISH')).toBe('angler-fish')
    expect(typeIcons.FISH).toContain(chooseIcon('All-star Fishing', 'FISH'))
    expect(typeIcons.FISH).toContain(chooseIcon('Panda Fishing', 'FISH'))
    expect(chooseIcon('DS88 Sabong Lobby', 'COCKFIGHT')).toBe('rooster')
  })

  it('gives a lottery the picture of what it draws, and only a lottery', () => {
    expect(chooseIcon('PK10', 'LOTT')).toBe('checkered-flag')
    expect(chooseIcon('Fast 3 (1 min)', 'LOTT')).toBe('rolling-dices')
    expect(chooseIcon('11 Choose 5', 'LOTT')).toBe('pool-triangle')
    expect(chooseIcon('SEA 4D', 'LOTT')).toBe('abacus')
    expect(chooseIcon('Mien Bac', 'LOTT')).toBe('lotus')
    expect(chooseIcon('Thai Lottery', 'ELOTT')).toBe('elephant-head')
    expect(chooseIcon('Fast Lotto 45s', 'LOTT')).toBe('stopwatch')
    expect(chooseIcon('Keno', 'ELOTT')).toBe('eight-ball')
    expect(typeIcons.LOTT).toContain(chooseIcon('Zorblax Draw', 'LOTT'))
    expect(chooseIcon('Thai Fortune 3D', 'RNG')).not.toBe('elephant-head')
  })

  it("finds no icon in the words every object inherits (a name is anyone's text)", () => {
    for (const name of ['{{constructor.constructor}}', 'Hello toString', '__proto__ valueOf'])
      for (const type of ['RNG', 'FISH', 'constructor'])
        expect(allIcons().has(chooseIcon(name, type)), `${name} (${type})`).toBe(true)
  })

  it('picks a stable icon from the type list when no word is known', () => {
    const first = chooseIcon('Zorblax Prime', 'ESPORTS')
    expect(typeIcons.ESPORTS).toContain(first)
    expect(chooseIcon('Zorblax Prime', 'ESPORTS')).toBe(first)
    const picks = new Set(
      ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((n) => chooseIcon(`Qx ${n}`, 'RNG')),
    )
    expect(picks.size).toBeGreaterThan(2)
  })

  it('names only icons the set has, for every game and vendor of the catalogue', () => {
    const names = new Set([
      ...generateGames().map((g) => chooseIcon(g.name, g.gameType)),
      ...vendors.map((v) => chooseIcon(v.displayName, v.gameType)),
      ...allIcons(),
    ])
    expect(names.size).toBeGreaterThan(40)
    expect([...names].filter((name) => !hasIcon(name))).toEqual([])
  })
})

describe('lettering', () => {
  it('shrinks a long name before it wraps a word, and wraps before it cuts', () => {
    const one = fitText('Pragmatic Play', 160, { maxSize: 30, minSize: 14, maxLines: 2 })
    expect(one.lines).toEqual(['Pragmatic', 'Play'])
    for (const line of one.lines) expect(textWidth(line, one.size)).toBeLessThanOrEqual(160)
    const long = fitText('Sapphire Treasures Megaways Deluxe Edition Extra', 120, {
      maxSize: 22,
      minSize: 13,
      maxLines: 2,
    })
    expect(long.size).toBe(13)
    expect(long.lines).toHaveLength(2)
    expect(long.lines[1]!.endsWith('…')).toBe(true)
    // A title with no spaces (Chinese) breaks between characters.
    const cn = fitText('首存礼金最高五千元欢迎新会员加入我们', 200, {
      maxSize: 40,
      minSize: 20,
      maxLines: 2,
    })
    expect(cn.lines.length).toBe(2)
  })
})

describe('game and vendor art', () => {
  it('draws the chosen icon and the lettered name, at 1x and 2x of its size', () => {
    const one = gameArt({ name: 'Fortune Ox', vendor: 'PG', gameType: 'RNG' }, 1)
    const two = gameArt({ name: 'Fortune Ox', vendor: 'PG', gameType: 'RNG' }, 2)
    expect(one).toContain('width="240" height="180" viewBox="0 0 240 180"')
    expect(two).toContain('width="480" height="360" viewBox="0 0 240 180"')
    expect(one).toContain('>Fortune Ox</tspan>')
    expect(one).not.toBe(gameArt({ name: 'Fortune Ox', vendor: 'JILI', gameType: 'RNG' }, 1))
    expect(vendorArt({ code: 'EVO', displayName: 'Evolution', gameType: 'LIVE' }, 1)).toContain(
      '>Evolution</tspan>',
    )
  })

  it('draws a brand’s tall or square tiles in their own shape, each under a version of its own', async () => {
    const game = { id: 7, name: 'Mahjong Ways 2', vendor: 'PG', gameType: 'RNG' }
    expect(gameArt(game, 1, 'portrait')).toContain('width="180" height="240" viewBox="0 0 180 240"')
    expect(gameArt(game, 2, 'square')).toContain('width="400" height="400" viewBox="0 0 200 200"')
    // Every line of the name within the drawing's width, less its margins.
    for (const line of fitText(game.name, 180 - 24, { maxSize: 22, minSize: 13, maxLines: 2 })
      .lines)
      expect(textWidth(line, 13)).toBeLessThanOrEqual(180 - 24)
    expect(shapeOfAspect('3:4')).toBe('portrait')
    expect(shapeOfAspect('1:1')).toBe('square')
    expect(shapeOfAspect(undefined)).toBe('landscape')
    const wide = gamePicture(game, 'landscape')
    const tall = gamePicture(game, 'portrait')
    expect(tall).toMatchObject({ width: 180, height: 240 })
    expect(wide).toMatchObject({ width: 240, height: 180 })
    expect(tall.src).not.toBe(wide.src)
    // A URL's version names the shape it is drawn in; a version of no shape is no picture.
    const versionOf = (src: string) => /\.([0-9a-f]{10})\.webp$/.exec(src)![1]!
    const want = (src: string) => ({
      version: versionOf(src),
      scale: 1 as const,
      format: 'webp' as const,
    })
    const sizeOf = async (picture: Promise<Buffer> | null) => {
      const { width, height } = await sharp((await picture)!).metadata()
      return [width, height]
    }
    expect(await sizeOf(renderGamePicture(game, want(tall.src)))).toEqual([180, 240])
    expect(await sizeOf(renderGamePicture(game, want(wide.src)))).toEqual([240, 180])
    expect(renderGamePicture(game, { ...want(tall.src), version: '0123456789' })).toBeNull()
  })

  it('escapes names that hold markup', () => {
    const svg = gameArt({ name: '<script>&"', vendor: 'X', gameType: 'RNG' }, 1)
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('&#60;script&#62;&#38;&#34;')
  })
})
