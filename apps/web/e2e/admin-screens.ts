import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The two widths the back office is checked at: a phone held upright, and a desk. */
export const PHONE = { width: 390, height: 844 };
export const DESK = { width: 1280, height: 900 };

/** Every axe finding (WCAG 2.1 A and AA, and best practice), whatever its impact: the back office has none. */
export async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** A whole-page screenshot kept for a person to look over (`folder` under the system's temporary folder). */
export async function shot(page: Page, name: string, folder = 'cellar-admin-screens') {
  const shots = path.join(os.tmpdir(), folder);
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}
