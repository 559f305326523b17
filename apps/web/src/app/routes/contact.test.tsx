import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { infoPage } from '@/testing/fixtures';
import { mockFetch, renderWithApp } from '@/testing/test-utils';
import { Component as AboutPage } from './about';
import { Component as ContactPage } from './contact';

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

/** Places the shop's copy once named by hand; they now come only from GET /contact-details. */
const HARD_CODED = /Al Quoz|Dubai Marina|Marina Walk|hello@cellar|\+971 4/;

describe('contact and about pages take every address from GET /contact-details', () => {
  it('contact: both addresses with their map links, the phone and the e-mail', async () => {
    mockFetch(() => ({ status: 200, data: contact }));
    renderWithApp(<ContactPage />);
    expect(await screen.findByText(contact.store_address)).toBeInTheDocument();
    expect(screen.getByText(contact.address)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open store in Maps' })).toHaveAttribute('href', contact.store_map_link);
    expect(screen.getByRole('link', { name: 'Open warehouse in Maps' })).toHaveAttribute('href', contact.map_link);
    expect(screen.getByRole('link', { name: contact.phone })).toHaveAttribute('href', contact.phone_link);
    expect(screen.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
    expect(document.documentElement.innerHTML).not.toMatch(HARD_CODED);
  });

  it("about: staff's words from GET /pages/about (which fills the addresses), then its FAQ", async () => {
    const fetch = mockFetch((url) =>
      url.endsWith('/pages/about')
        ? { status: 200, data: infoPage('about', { content: '<p>Visit our <a href="/contact">contact page</a>.</p>' }) }
        : [{ id: 1, question: 'Do you deliver on Fridays?', answer: '<p>Yes.</p>' }],
    );
    renderWithApp(<AboutPage />);
    expect(await screen.findByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'About Cellar' })).toBeInTheDocument();
    expect(await screen.findByText('Do you deliver on Fridays?')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => String(url)).sort()).toEqual(['/api/v1/about-faq', '/api/v1/pages/about']);
  });
});
