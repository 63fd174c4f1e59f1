import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Named screenshots every run keeps for people to look at. */
export const SCREENSHOTS = join(import.meta.dirname, '..', 'test-results', 'screenshots')

/** Fails on any serious or critical accessibility violation axe finds on the page. */
export async function expectNoSevereViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const severe = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  )
  expect(
    severe.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes[0]?.target})`),
  ).toEqual([])
}
