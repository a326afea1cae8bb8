import { Suspense, type ComponentType } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { HomeSection } from '@/config/brand.gen'
import { getBrand } from '@/state/brand.store'
import { useSession } from '@/state/session.store'
import { shownSections } from './home-sections'
import * as styles from './home.css'
import { NearSlot } from '@/ui/near-slot'
import { pageSettled } from '@/lib/settled'

/** Section name (brand.json home.sections) -> its component; app/ fills it from the features. */
export type HomeSectionRegistry = Record<HomeSection, ComponentType>

/**
 * What a section below the first screen draws until it mounts, where its height is known (the rows'
 * own boxes); the others keep a guessed 12rem, far enough down that their mounting moves nothing
 * in view.
 */
export type HomePlaceholders = Partial<Record<HomeSection, ComponentType>>

/**
 * The sections that render at once; the rest mount as they come into the viewport, and once the
 * page has settled (docs/performance.md), as they come near it.
 */
const firstScreenSections = 3

/** Sections that already wait to be near the viewport themselves (the winner board's slot). */
const waitsOnItsOwn: ReadonlySet<HomeSection> = new Set(['winners'])

/**
 * Home: the sections brand.json names, in its order (home-sections.ts): the hero, rows of games,
 * live tables, the jackpot, promotions, winners and more. A visitor sees no member rows.
 */
export function HomeScreen(props: {
  sections: HomeSectionRegistry
  placeholders?: HomePlaceholders
}) {
  const { t } = useLingui()
  const { token } = useSession()
  const brand = getBrand()
  const { displayName } = brand
  const shown = shownSections(brand, !!token)
  return (
    <div className={styles.home} data-testid="home" data-sections={shown.join(' ')}>
      {shown.includes('hero') ? null : (
        <h1 className={styles.hiddenTitle} data-testid="home-title">
          {t({ id: 'home.welcome', message: `Welcome to ${displayName}` })}
        </h1>
      )}
      {shown.map((section, index) => {
        const Section =
          props.sections[section] ??
          failLoudly(`brands/${brand.id}/brand.json: /home/sections: unknown section "${section}"`)
        const Placeholder = props.placeholders?.[section]
        const body = (
          <Suspense fallback={<div className={styles.sectionPending} />}>
            <Section />
          </Suspense>
        )
        return (
          <div key={section} data-home-section={section}>
            {index < firstScreenSections || waitsOnItsOwn.has(section) ? (
              body
            ) : (
              <NearSlot
                minHeight={Placeholder ? undefined : '12rem'}
                placeholder={Placeholder ? <Placeholder /> : undefined}
                aheadAfter={pageSettled}
              >
                {body}
              </NearSlot>
            )}
          </div>
        )
      })}
    </div>
  )
}

function failLoudly(message: string): never {
  throw new Error(message)
}
