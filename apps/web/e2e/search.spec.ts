import { expect, test } from './fixtures';

test('suggestions open at 3 characters, ask the server at 4, forgive a typo and work by keyboard', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/global-search')) searches.push(JSON.parse(r.postData() ?? '{}').query);
  });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });

  await box.fill('wis');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Keep typing to see suggestions…')).toBeVisible();
  await page.waitForTimeout(600);
  expect(searches).toEqual([]);

  await box.pressSequentially('key');
  const firstHit = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first();
  await expect(firstHit).toBeVisible();
  await expect(firstHit).toContainText(/whisk|bourbon|scotch|malt/i);
  expect(searches.at(-1)).toBe('wiskey');
  expect(searches.every((q) => q.length > 3)).toBe(true);

  await box.press('ArrowDown');
  await expect(firstHit).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("'No Product Found !!!' when nothing matches, and Escape closes the panel", async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('qqxzqqxz');
  await expect(page.getByText('No Product Found !!!')).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('a suggestion links to its category too', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search products' }).fill('vodka');
  const category = page.getByRole('option', { name: /Browse category/ }).first();
  await expect(category).toBeVisible();
  await category.click();
  await expect(page).toHaveURL(/\/shop\/[a-z-]+/);
});
