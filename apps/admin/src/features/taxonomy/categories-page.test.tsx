import type { StaffCategory } from '@shop/shared/rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../api/csrf-token.ts';
import { fakeServer, renderAt } from '../../testing/render.tsx';
import { CategoriesPage } from './categories-page.tsx';

const category = (id: number, title: string, over: Partial<StaffCategory> = {}): StaffCategory => ({
  id,
  parent_id: null,
  route: title.toLowerCase().replaceAll(' ', '-'),
  title,
  description: '',
  image: null,
  meta_title: '',
  meta_description: '',
  schema_markup: '',
  position: id,
  product_count: 0,
  ...over,
});
const WINE = category(1, 'Wine', { product_count: 35 });
const BEER = category(2, 'Beer');
const RED = category(3, 'Red Wine', { parent_id: 1, product_count: 25 });
const WHITE = category(4, 'White Wine', { parent_id: 1 });
const list = { status: 200, body: { data: [WINE, BEER, RED, WHITE] } };

beforeEach(() => setCsrfToken('csrf-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
});

describe('the categories screen', () => {
  it('lists the menu in order with what each holds, and moves one by sending the whole new order', async () => {
    let moved = false;
    const calls = fakeServer({
      'GET /catalog/categories': () => (moved ? { status: 200, body: { data: [BEER, WINE, RED, WHITE] } } : list),
      'PUT /catalog/categories/order': () => ((moved = true), { status: 204 }),
    });
    const user = userEvent.setup();
    renderAt('/catalog/categories', [['/catalog/categories', <CategoriesPage />]]);
    await screen.findByText('Wine');
    const rows = [...document.querySelectorAll('.ordered__item')];
    expect(rows.map((li) => li.querySelector('.ordered__name')?.textContent)).toEqual(['Wine', 'Beer']);
    expect(rows[0]!.textContent).toContain('/wine · 35 products · 2 subcategories');
    expect(screen.getByRole('button', { name: 'Move Wine up' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move Beer up' }));
    expect(await screen.findByText('Beer is moved.')).toBeTruthy();
    // Beer is first now: focus goes to the move it can still make.
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('data-move')).toBe('2:1'));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/catalog/categories/order',
      body: { ids: [2, 1], parent_id: null },
      headers: expect.objectContaining({ 'x-csrf-token': 'csrf-1' }),
    });
  });

  it("shows one category's subcategories, and adds a new one under it", async () => {
    const calls = fakeServer({
      'GET /catalog/categories': list,
      'POST /catalog/categories': { status: 201, body: category(5, 'Rosé', { parent_id: 1 }) },
    });
    const user = userEvent.setup();
    renderAt('/catalog/categories?parent=1', [['/catalog/categories', <CategoriesPage />]]);
    expect(await screen.findByRole('heading', { name: 'Subcategories of Wine' })).toBeTruthy();
    expect(screen.getByText('Red Wine')).toBeTruthy();
    expect(screen.queryByText('Beer')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a subcategory' }));
    const form = screen.getByRole('form', { name: 'New subcategory' });
    await user.type(within(form).getByLabelText('Title'), 'Rosé');
    await user.type(within(form).getByLabelText('Route'), 'rose-wine');
    await user.click(within(form).getByRole('button', { name: 'Add subcategory' }));
    expect(await screen.findByText('The subcategory is added.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Rosé',
      route: 'rose-wine',
      parent_id: 1,
      meta_title: '',
    });
  });

  it("says the server's refusals where the person acted: a field's under it, a delete's in the confirmation", async () => {
    const refusal = 'This category still has 35 products: move them to another category first.';
    fakeServer({
      'GET /catalog/categories': list,
      'PUT /catalog/categories/1': {
        status: 409,
        body: {
          error: 'Another category already uses this route.',
          code: 'CONFLICT',
          errors: { route: ['Another category already uses this route.'] },
        },
      },
      'DELETE /catalog/categories/1': { status: 409, body: { error: refusal, code: 'IN_USE' } },
    });
    const user = userEvent.setup();
    renderAt('/catalog/categories', [['/catalog/categories', <CategoriesPage />]]);
    await user.click(await screen.findByRole('button', { name: 'Edit Wine' }));
    const form = screen.getByRole('form', { name: 'Edit Wine' });
    const route = within(form).getByLabelText('Route');
    await user.clear(route);
    await user.type(route, 'beer');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Another category already uses this route.')).toBeTruthy();
    expect(route.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete Wine' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });
});
