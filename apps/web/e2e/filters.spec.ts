import { expect, listingPrices, listingSettled, test } from './fixtures';

test('filters live in the URL: a shared link opens the same view and Back undoes each step', async ({ page }) => {
  await page.goto('/shop/wine');
  const total = page.getByText(/Showing 1–\d+ of \d+ results|0 results/);
  await expect(total).toBeVisible();
  await listingSettled(page);
  const allText = await total.textContent();

  const brandGroup = page.getByRole('group', { name: 'Brand' });
  const firstBrand = brandGroup.getByRole('checkbox').first();
  // The box follows the URL, so it is asserted after the navigation rather than by check().
  await firstBrand.click();
  await expect(firstBrand).toBeChecked();
  await expect(page).toHaveURL(/\?brand=\d+$/);
  await expect(total).not.toHaveText(allText ?? '');
  await listingSettled(page);
  const brandUrl = page.url();
  const brandText = await total.textContent();

  await page.getByRole('group', { name: 'Origin' }).getByRole('checkbox').first().click();
  await expect(page).toHaveURL(/\?brand=\d+&origin=[^&]+$/);

  await page.goBack();
  await expect(page).toHaveURL(brandUrl);
  await expect(brandGroup.getByRole('checkbox').first()).toBeChecked();
  await expect(total).toHaveText(brandText ?? '');

  await page.goBack();
  await expect(page).toHaveURL(/\/shop\/wine$/);
  await expect(total).toHaveText(allText ?? '');

  // A shared link restores the filtered view.
  await page.goto(brandUrl);
  await expect(page.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first()).toBeChecked();
  await expect(page.getByText(/Showing|0 results/)).toHaveText(brandText ?? '');
});

test('a price range narrows the listing', async ({ page }) => {
  await page.goto('/shop/wine');
  await page.getByLabel('Maximum price in AED').fill('60');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/max=60/);
  // The previous results stay on screen until the narrowed ones arrive.
  await expect
    .poll(async () => {
      const prices = await listingPrices(page);
      return prices.length > 0 && prices.every((p) => p <= 60);
    })
    .toBe(true);
});

test('the filters show at once on a wide screen and open from their summary on a phone', async ({ page }) => {
  await page.goto('/shop/wine');
  const brands = page.getByRole('group', { name: 'Brand' });
  await expect(brands).toBeVisible();
  await expect(page.locator('.filters__summary')).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(brands).toBeHidden();
  await page.locator('.filters__summary').click();
  await expect(brands).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.locator('.filters__summary')).toBeHidden();
  await expect(brands).toBeVisible();
});
