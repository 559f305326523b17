import { expect, test, type Page } from '@playwright/test';
import { TAXONOMY_MESSAGES, type ListingResponse } from '@shop/shared/rules';
import { openArea, openShopPage, shopperPage, signInAreaOwner } from './back-office';

/**
 * The shop's structure and its home page (issue 26, item 4): staff add subcategories, which the category's page
 * offers at once in the order staff give them; a category or a brand that still has products is not deleted, and the
 * refusal names how many; a new brand given to a product shows in its shelf's brand filter; the offer banner's text
 * changes on the storefront's home page. Its own owner, as the other back
 * office specs; what it adds it deletes and what it changes it puts back, so the shop stays as other specs know it.
 */

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };
/** The top-level category the new subcategories go under: one no other spec narrows down. */
const PARENT = { title: 'Spirit', route: 'spirits' };

/** The names of a category page's subcategory links, in the order shoppers see them. */
async function chipsOf(shop: Page): Promise<string[]> {
  await openShopPage(shop, `/shop/${PARENT.route}`);
  const chips = shop.getByRole('navigation', { name: /narrow down/ }).getByRole('link');
  await expect(chips.first()).toBeVisible();
  return (await chips.allTextContents()).map((t) => t.trim());
}

test('staff add and reorder subcategories, add a brand, are refused deleting what has products, change the offer banner', async ({
  page,
  browser,
}) => {
  test.slow();
  const tag = Date.now().toString(36);
  const first = { title: `Mezcal ${tag}`, route: `mezcal-${tag}` };
  const second = { title: `Pisco ${tag}`, route: `pisco-${tag}` };
  const shop = await shopperPage(browser, DESK);

  // On a phone, the shop's structure is one of the areas behind the menu.
  await page.setViewportSize(PHONE);
  await signInAreaOwner(page, 'TAXONOMY');
  await openArea(page, 'Shop structure');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  await page.setViewportSize(DESK);

  await page.getByLabel('Show', { exact: true }).selectOption({ label: `Subcategories of ${PARENT.title}` });
  const list = page.getByRole('region', { name: `Subcategories of ${PARENT.title}` });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  for (const sub of [first, second]) {
    await list.getByRole('button', { name: 'Add a subcategory' }).click();
    const form = list.getByRole('form', { name: 'New subcategory' });
    await form.getByLabel('Title', { exact: true }).fill(sub.title);
    await form.getByLabel('Route', { exact: true }).fill(sub.route);
    await form.getByRole('button', { name: 'Add subcategory' }).click();
    await expect(list.getByRole('status')).toHaveText('The subcategory is added.');
    await expect(list.getByText(sub.title, { exact: true })).toBeVisible();
  }

  // The category's page offers both at once, the newest last, and each opens its own (empty) listing.
  const before = await chipsOf(shop);
  expect(before.slice(-2)).toEqual([first.title, second.title]);
  await shop
    .getByRole('navigation', { name: /narrow down/ })
    .getByRole('link', { name: second.title })
    .click();
  await expect(shop).toHaveURL(new RegExp(`/shop/${PARENT.route}/${second.route}$`));
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText(second.title);

  // Moved up one place, the second comes before the first, in the back office and on the storefront.
  await list.getByRole('button', { name: `Move ${second.title} up` }).click();
  await expect(list.getByRole('status')).toHaveText(`${second.title} is moved.`);
  const names = list.locator('.ordered__name');
  await expect(names).toContainText([second.title, first.title]);
  expect((await chipsOf(shop)).slice(-2)).toEqual([second.title, first.title]);

  // A subcategory that still has products stays, and the refusal says how many it has, as its row does.
  const gin = list.getByRole('listitem').filter({ has: page.getByText('Gin', { exact: true }) });
  const detail = (await gin.locator('.ordered__detail').textContent())!;
  const products = Number(/· ([\d,]+) products?\b/.exec(detail)?.[1]?.replace(/,/g, ''));
  expect(products).toBeGreaterThan(0);
  await list.getByRole('button', { name: 'Delete Gin' }).click();
  const confirm = list.getByRole('group', { name: 'Delete Gin?' });
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(TAXONOMY_MESSAGES.categoryHasProducts(products));
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(list.getByText('Gin', { exact: true })).toBeVisible();

  // Empty, the new ones are deleted, and the category's page no longer offers them.
  for (const sub of [first, second]) {
    await list.getByRole('button', { name: `Delete ${sub.title}` }).click();
    await list
      .getByRole('group', { name: `Delete ${sub.title}?` })
      .getByRole('button', { name: 'Yes, delete' })
      .click();
    await expect(list.getByRole('status')).toHaveText(`${sub.title} is deleted.`);
  }
  const after = await chipsOf(shop);
  expect(after).not.toContain(first.title);
  expect(after).not.toContain(second.title);

  // A new brand, given to a gin, is offered by the gin shelf's brand filter; while the gin has it, it is not deleted.
  const brand = { name: `Andean Spirits ${tag}`, route: `andean-spirits-${tag}` };
  await page.getByRole('navigation', { name: 'Shop structure' }).getByRole('link', { name: 'Brands' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
  const brands = page.getByRole('region', { name: 'All brands' });
  await brands.getByRole('button', { name: 'Add a brand' }).click();
  const brandForm = brands.getByRole('form', { name: 'New brand' });
  await brandForm.getByLabel('Name', { exact: true }).fill(brand.name);
  await brandForm.getByLabel('Route', { exact: true }).fill(brand.route);
  await brandForm.getByRole('button', { name: 'Add brand' }).click();
  await expect(brands.getByRole('status')).toHaveText('The brand is added.');

  const shelf = `/shop/${PARENT.route}/gin`;
  const gins = (await (await page.request.get(`/api/v1/product-list/${PARENT.route}/gin`)).json()) as ListingResponse;
  const giveBrand = async (productId: number, option: { label: string } | { value: string }) => {
    await page.goto(`/admin/catalog/products/${productId}`);
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
    const field = page.getByLabel('Brand', { exact: true });
    const former = await field.inputValue();
    await field.selectOption(option);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The product was saved. The shop shows it now.')).toBeVisible();
    return former;
  };
  const ginBottle = gins.product.data.at(-1)!;
  const formerBrand = await giveBrand(ginBottle.id, { label: brand.name });
  await openShopPage(shop, shelf);
  const brandFilter = shop.getByRole('group', { name: 'Brand' });
  await expect(brandFilter.getByRole('checkbox', { name: new RegExp(brand.name) })).toBeVisible();

  await openArea(page, 'Shop structure');
  await page.getByRole('navigation', { name: 'Shop structure' }).getByRole('link', { name: 'Brands' }).click();
  await brands.getByRole('button', { name: `Delete ${brand.name}` }).click();
  const confirmBrand = brands.getByRole('group', { name: `Delete ${brand.name}?` });
  await confirmBrand.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(confirmBrand.getByRole('alert')).toHaveText(TAXONOMY_MESSAGES.brandHasProducts(1));

  // The gin gets its brand back; the new brand, unused, is deleted, and the filter no longer offers it.
  await giveBrand(ginBottle.id, { value: formerBrand });
  await openArea(page, 'Shop structure');
  await page.getByRole('navigation', { name: 'Shop structure' }).getByRole('link', { name: 'Brands' }).click();
  await brands.getByRole('button', { name: `Delete ${brand.name}` }).click();
  await brands
    .getByRole('group', { name: `Delete ${brand.name}?` })
    .getByRole('button', { name: 'Yes, delete' })
    .click();
  await expect(brands.getByRole('status')).toHaveText(`${brand.name} is deleted.`);
  await openShopPage(shop, shelf);
  await expect(brandFilter).toBeVisible();
  await expect(brandFilter.getByRole('checkbox', { name: new RegExp(brand.name) })).toHaveCount(0);

  // The offer banner: its first text changed shows on the home page, and is then put back.
  await openArea(page, 'Home page');
  await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
  const offers = page.getByRole('region', { name: 'Offer banner' });
  const headline = (await offers.locator('.ordered__name').first().textContent())!.trim();
  const changed = `Winter cellar offer ${tag}`;
  const setHeadline = async (from: string, to: string) => {
    await offers.getByRole('button', { name: `Edit ${from}` }).click();
    const form = offers.getByRole('form', { name: `Edit ${from}` });
    await form.getByLabel('Headline (bold)').fill(to);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(offers.getByRole('status')).toHaveText('The offer text is saved.');
    await openShopPage(shop, '/');
    await expect(shop.getByRole('region', { name: 'Current offers' }).locator('strong').first()).toHaveText(to);
  };
  await setHeadline(headline, changed);
  await setHeadline(changed, headline);
  await shop.close();
});
