import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { latestBirthDate } from '@shop/shared/rules';
import { ownClientAddress } from './accounts';
import { expect, expectToast, longFlow, test } from './fixtures';
import { outboxTo } from './outbox';

test('join the Platinum Club from the footer: too young and already a member are said under their fields', async ({
  page,
}) => {
  longFlow();
  await ownClientAddress(page);
  const email = `club-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Platinum Club' }).click();
  await expect(page).toHaveURL(/\/platinum-club$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Platinum Club' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Join the Platinum Club' });
  await form.getByLabel('First name').fill('Omar');
  await form.getByLabel('Last name').fill('Saeed');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('055 123 4567');
  // The date field's maximum keeps a browser from choosing a minor's date; typed past it, the shared rule refuses it.
  await expect(form.getByLabel('Date of birth')).toHaveAttribute('max', latestBirthDate(new Date(), 21));
  await form.getByLabel('Date of birth').fill(latestBirthDate(new Date(), 20));
  await form.getByRole('button', { name: 'Join the club' }).click();
  await expect(form.getByText('You must be at least 21 years old to join the Platinum Club.')).toBeVisible();
  await expect(form.getByLabel('Date of birth')).toBeFocused();

  await form.getByLabel('Date of birth').fill(latestBirthDate(new Date(), 35));
  await form.getByRole('checkbox', { name: 'Wine' }).check();
  await form.getByRole('checkbox', { name: 'Tastings & events' }).check();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await form.getByRole('button', { name: 'Join the club' }).click();
  await expectToast(page, 'Data has been Submitted Successfully!');
  await expect(page.getByRole('status').filter({ hasText: 'Welcome to the Platinum Club, Omar!' })).toBeFocused();
  await expect.poll(async () => (await outboxTo(email)).length).toBe(1);

  // The same address again: the server's 409, shown under the e-mail.
  await page.getByRole('button', { name: 'Sign up someone else' }).click();
  await form.getByLabel('First name').fill('Omar');
  await form.getByLabel('Last name').fill('Saeed');
  await form.getByLabel('E-mail').fill(email.toUpperCase());
  await form.getByLabel('Phone').fill('055 123 4567');
  await form.getByLabel('Date of birth').fill(latestBirthDate(new Date(), 35));
  await form.getByRole('button', { name: 'Join the club' }).click();
  await expect(form.getByText('This e-mail address is already a member of the Platinum Club.')).toBeVisible();
  await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
});
