import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { POLICY_PAGES } from '@/features/content/policies';
import { mockFetch, renderWithApp } from '@/testing/test-utils';
import { Component as PolicyPage } from './policy';

const contact = {
  address: 'Unit 9, Warehouse Road, Dubai',
  store_address: 'Kiosk 2, Harbour Mall, Dubai',
  phone: '+971 50 111 2222',
  phone_link: 'tel:+971501112222',
  map_link: 'https://maps.example/warehouse',
  store_map_link: 'https://maps.example/store',
  email: 'care@shop.example',
  chat_link: 'https://wa.me/971501112222',
};

function renderPolicy(page: keyof typeof POLICY_PAGES) {
  const fetch = mockFetch(() => ({ status: 200, data: contact }));
  renderWithApp(<PolicyPage page={page} />);
  return fetch;
}

describe('policy pages take the contact details from GET /contact-details', () => {
  it('return & refund: e-mail and phone as links, as in the footer', async () => {
    const fetch = renderPolicy('returns');
    expect(await screen.findByRole('link', { name: 'care@shop.example' })).toHaveAttribute(
      'href',
      'mailto:care@shop.example',
    );
    expect(screen.getByRole('link', { name: '+971 50 111 2222' })).toHaveAttribute('href', 'tel:+971501112222');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1/contact-details');
    expect(document.body.textContent).not.toMatch(/hello@cellar\.ae|555 0123|\{(email|phone|store_address|address)\}/);
  });

  it('privacy: the e-mail for data requests', async () => {
    renderPolicy('privacy');
    expect(await screen.findByRole('link', { name: 'care@shop.example' })).toHaveAttribute(
      'href',
      'mailto:care@shop.example',
    );
  });

  it('shipping: the warehouse it delivers from and the store to collect from', async () => {
    renderPolicy('shipping');
    expect(await screen.findByRole('link', { name: 'Kiosk 2, Harbour Mall, Dubai' })).toHaveAttribute(
      'href',
      'https://maps.example/store',
    );
    expect(screen.getByRole('link', { name: 'Unit 9, Warehouse Road, Dubai' })).toHaveAttribute(
      'href',
      'https://maps.example/warehouse',
    );
  });

  it('shipping: the charge and the free-delivery limit come from the shop rules', async () => {
    renderPolicy('shipping');
    expect(
      await screen.findByText('Delivery costs AED 15 per order. Orders above AED 100 are delivered free.'),
    ).toBeInTheDocument();
  });

  it('no page writes an e-mail address or phone number of its own', () => {
    const text = JSON.stringify(POLICY_PAGES);
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(text).not.toMatch(/\+\d[\d ]{6,}/);
    // Nor a place: the warehouse and the store are {address} and {store_address}.
    expect(text).not.toMatch(/Al Quoz|Marina|Mall|Street|Road/);
  });
});
