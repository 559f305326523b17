import { randomUUID } from 'node:crypto';
import { expect, expectToast, test } from './fixtures';
import { outboxTo } from './outbox';

test('the contact form refuses what is missing, then sends: the sender gets an acknowledgement', async ({ page }) => {
  const email = `contact-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByText('Please Enter Name.')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Name').fill('Layla Haddad');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('050 123 4567');
  await form.getByLabel('Subject').fill('Corporate gifts');
  await form.getByLabel('Message').fill('Do you deliver on Fridays?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expectToast(page, 'Data has been Submitted Successfully!');
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect.poll(async () => (await outboxTo(email)).length).toBe(1);
  expect((await outboxTo(email))[0]!.text).toContain('Thank you for writing to Cellar');
  // The message itself goes to the shop's inbox (the server's default CONTACT_EMAIL).
  await expect
    .poll(async () => (await outboxTo('hello@cellar.ae')).filter((m) => m.text.includes(email)).map((m) => m.subject))
    .toEqual([expect.stringContaining('Corporate gifts')]);
});
