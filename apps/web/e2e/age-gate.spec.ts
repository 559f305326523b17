import { expect, test } from './fixtures';

test.use({ adult: false });

test('a first visit asks for age; declining keeps the shop closed, confirming opens it for good', async ({ page }) => {
  await page.goto('/');
  const gate = page.getByRole('dialog', { name: 'Are you 21 or older?' });
  await expect(gate).toBeVisible();
  await expect(gate.getByRole('button', { name: 'Yes, I am 21 or older' })).toBeFocused();

  await gate.getByRole('button', { name: 'No, I am not' }).click();
  await expect(page.getByRole('dialog', { name: /can’t let you in/ })).toBeVisible();
  // The shop behind the gate is inert: its links cannot be reached.
  await expect(page.locator('.shell')).toHaveAttribute('inert', '');
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Are you 21 or older?' })).toBeVisible();

  await page.getByRole('button', { name: 'Yes, I am 21 or older' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cellar-state') ?? '{}'));
  expect(saved.state.user.ageValid).toBe(true);
});
