import { listBrandIds } from '../../../scripts/lib/brands'
import { sizeBudgets } from '../../../scripts/lib/budgets'
import { measureFirstVisit } from '../../../scripts/lib/first-visit'
import { expect, test } from '../fixtures'
import { e2ePort as port } from '../suite-settings'

const { firstVisitJsGzipKB: jsBudget, firstVisitCssGzipKB: cssBudget } = sizeBudgets

for (const id of listBrandIds()) {
  test(`${id}: a first visit to Home loads at most ${jsBudget} KB of gzip JavaScript and ${cssBudget} KB of gzip CSS`, async ({
    page,
  }) => {
    const figures = await measureFirstVisit(page, `http://${id}.localhost:${port}/`)
    expect(figures.firstVisitJsGzipKB).toBeGreaterThan(20)
    expect(figures.firstVisitJsGzipKB).toBeLessThanOrEqual(jsBudget)
    expect(figures.firstVisitCssGzipKB).toBeGreaterThan(0.5)
    expect(figures.firstVisitCssGzipKB).toBeLessThanOrEqual(cssBudget)
  })
}
