import type { Page } from '@playwright/test'
import { expect, messageText, test } from '../fixtures'
import { patchSettings } from '../platform-control'
import { registerConfig, type FieldRule } from '../registration-values'

const optional = (acceptedPattern: string): FieldRule => ({
  enabled: true,
  required: false,
  acceptedPattern,
  patternId: 'alnum',
  minLength: 1,
  maxLength: 60,
})

/**
 * A page that answers within this still answers at once. A backtracking engine on these patterns
 * takes some 2^49 steps, so a frozen page answers after minutes, not milliseconds; the bound sits
 * far below that and far above what a busy CI machine adds (120 ms seen with two workers).
 */
const answersAtOnceMs = 500

/** How long the page's main thread takes to run a task queued now: a frozen page answers late. */
const mainThreadDelay = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now()
        setTimeout(() => resolve(performance.now() - start), 0)
      }),
  )

test('a hostile registration config keeps the page responsive and explains itself', async ({
  page,
  brand,
}) => {
  const { fields } = await registerConfig(brand.merchantCode)
  const text = (id: string) => messageText(brand.languages.default, id)
  await patchSettings(brand.merchantCode, {
    register: {
      fields: {
        ...fields,
        // Catastrophic for a backtracking engine; the linear-time engine answers at once.
        line: optional('^(a+)+$'),
        // Needs lookahead, so it runs in the worker, whose deadline ends it.
        wechat: optional('^(?=a)(a+)+$'),
        // Does not compile: the field falls back to its length rule.
        facebook: optional('([a-z'),
      },
    },
  })
  try {
    await page.goto('/register')
    const form = page.getByTestId('register-form-username')
    const hostile = `${'a'.repeat(49)}b`
    for (const name of ['line', 'wechat', 'facebook']) {
      await form.locator(`input[name="${name}"]`).fill(hostile)
      await form.locator(`input[name="${name}"]`).blur()
      expect(await mainThreadDelay(page), name).toBeLessThan(answersAtOnceMs)
    }
    await expect(form.getByTestId('problem-line')).toHaveText(text('register.pattern.alnum'))
    await expect(form.getByTestId('problem-wechat')).toHaveText(text('register.error.unchecked'))
    await expect(form.getByTestId('problem-facebook')).toHaveCount(0)
    // The page still answers a click at once: the delay from the click's input to its handler,
    // measured in the page (a wall clock around Playwright's round trip measures a busy machine).
    await form.locator('input[name="terms"]').evaluate((input) => {
      input.addEventListener(
        'click',
        (event) => Object.assign(window, { __inputDelay: performance.now() - event.timeStamp }),
        { once: true },
      )
    })
    await form.locator('input[name="terms"]').click()
    await expect(form.locator('input[name="terms"]')).toBeChecked()
    expect(
      await page.evaluate(() => (window as unknown as { __inputDelay: number }).__inputDelay),
    ).toBeLessThan(answersAtOnceMs)
    expect(await mainThreadDelay(page)).toBeLessThan(answersAtOnceMs)
  } finally {
    await patchSettings(brand.merchantCode, { register: { fields } })
  }
})
