import type { ListingResponse, ProductReviewsResponse } from '@shop/shared/rules';
import { newShopper, openAs, ownClientAddress, signUpViaApi } from './accounts';
import { expect, expectToast, longFlow, test } from './fixtures';
import { deliveredOrder } from './orders';

test('a shopper reviews a product after its delivery: the badge, the new average on the product page and the listing', async ({
  page,
}) => {
  longFlow();
  const client = await ownClientAddress(page);
  const session = await signUpViaApi(page.request, newShopper(), client);
  // A wine on the first page of the wine listing, in stock.
  const listing = (await (await page.request.get('/api/v1/product-list/wine')).json()) as ListingResponse;
  const wine = listing.product.data.find((p) => (p.price_variation[0]?.stock ?? 0) > 3)!;
  const name = wine.name.replace(/<[^>]*>/g, '');
  await deliveredOrder(page.request, session, wine.price_variation[0]!, client);

  // What others wrote before (a retried run included) decides the new average.
  const before = (
    (await (await page.request.get(`/api/v1/product-reviews/${wine.id}`)).json()) as ProductReviewsResponse
  ).rating;
  const count = before.count + 1;
  const average = Math.round(((before.average * before.count + 5) / count) * 10) / 10;

  await openAs(page, session, `/product/${wine.category.route}/${wine.route}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const form = reviews.getByRole('form', { name: 'Write a review' });
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(form.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();

  // By keyboard: the stars are a radio group.
  await form.getByRole('radio', { name: '1 star' }).focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await form.getByLabel('Title').fill('A birthday treat');
  await form.getByLabel('Your review').fill('Dark fruit, soft tannins.\n<b>Would buy again.</b>');
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expectToast(page, 'Thank you! Your review has been published.');

  const mine = reviews.getByRole('region', { name: 'Your review' });
  await expect(mine.getByRole('article', { name: 'A birthday treat' })).toContainText('Verified purchase');
  await expect(mine).toContainText('<b>Would buy again.</b>');
  await expect(reviews.getByText(count === 1 ? 'Based on 1 review' : `Based on ${count} reviews`)).toBeVisible();
  const published = reviews.getByRole('list').filter({ has: page.getByRole('article', { name: 'A birthday treat' }) });
  await expect(published.getByRole('article', { name: 'A birthday treat' }).first()).toContainText('Verified purchase');

  // The product's own rating line, then its card on the listing, after a reload (the server's page, re-rendered).
  await page.reload();
  await expect(
    page.getByRole('link', { name: new RegExp(`^${average.toFixed(1)} out of 5 stars, ${count} reviews?`) }),
  ).toBeVisible();
  await page.goto('/shop/wine');
  const card = page.getByRole('article', { name });
  await expect(
    card.getByRole('img', { name: `${Number.isInteger(average) ? average : average.toFixed(1)} out of 5 stars` }),
  ).toBeVisible();
  await expect(card).toContainText(`${average.toFixed(1)} from (${count} review`);

  // The structured data carries the rating.
  await page.goto(`/product/${wine.category.route}/${wine.route}`);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: average, reviewCount: count });
});
