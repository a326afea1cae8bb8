import { listBrandIds } from '../../../scripts/lib/brands'
import { measureFirstVisitJs } from '../../../scripts/lib/first-visit'
import { expect, test } from '../fixtures'

const budgetKB = 140
const port = Number(process.env.E2E_PORT ?? 8181)

for (const id of listBrandIds()) {
  test(`${id}: a first visit to Home loads at most ${budgetKB} KB of gzip JavaScript`, async ({
    page,
  }) => {
    const { firstVisitJsGzipKB } = await measureFirstVisitJs(
      page,
      `http://${id}.localhost:${port}/`,
    )
    expect(firstVisitJsGzipKB).toBeGreaterThan(20)
    expect(firstVisitJsGzipKB).toBeLessThanOrEqual(budgetKB)
  })
}
