import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fontCredits, iconCredit } from './credits'

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}
const dependencies = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies })

describe('licence credits', () => {
  it('credits every @fontsource package the portal depends on, under its licence', () => {
    const credited = fontCredits().map((c) => c.source)
    for (const name of dependencies.filter((d) => d.startsWith('@fontsource/')))
      expect(credited).toContain(name)
    for (const credit of fontCredits()) {
      expect(credit.licence).toBeTruthy()
      expect(credit.licenceUrl).toMatch(/^https:\/\//)
    }
  })

  it("credits a brand's own face alone when asked for one package", () => {
    expect(fontCredits(undefined, '@fontsource/kanit').map((c) => c.source)).toEqual([
      '@fontsource/kanit',
    ])
    expect(fontCredits(undefined, '@fontsource/not-installed')).toEqual([])
  })

  it('reads the authors from the attribution line', () => {
    const [credit] = fontCredits({
      a: {
        id: 'kanit',
        family: 'Kanit',
        license: {
          type: 'OFL-1.1',
          url: 'https://openfontlicense.org',
          attribution:
            'Copyright 2020 The Kanit Project Authors (https://github.com/cadsondemak/kanit) Kanit-Thin.ttf: Copyright 2020 …',
        },
      },
    })
    expect(credit).toEqual({
      work: 'Kanit',
      source: '@fontsource/kanit',
      authors: 'The Kanit Project Authors',
      homepage: 'https://fontsource.org/fonts/kanit',
      licence: 'SIL Open Font License 1.1',
      licenceUrl: 'https://openfontlicense.org',
    })
  })

  it('credits the icon set the platform draws its pictures from, with its licence', () => {
    expect(dependencies).toContain(iconCredit.source)
    expect(iconCredit.licence).toBe('CC BY 3.0')
  })
})
