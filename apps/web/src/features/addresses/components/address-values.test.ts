import { ADDRESS_MESSAGES, SIGNUP_MESSAGES } from '@shop/shared/rules';
import { describe, expect, it } from 'vitest';
import { addressLine, checkAddress, serverAddressErrors, withUaeCode, type AddressValues } from './address-values';

const valid: AddressValues = {
  full_name: 'Layla Haddad',
  mobile: '050 123 4567',
  city: 'Dubai',
  address_line1: 'Al Wasl Road, Jumeirah 1',
  address_line2: 'Villa 12',
};

describe('the new-address form', () => {
  it('sends the address nested under billing_address, in the UAE, with the mobile as plus and digits', () => {
    const result = checkAddress(valid, 7, 'layla@example.ae');
    expect(result).toEqual({
      body: expect.objectContaining({
        user_id: 7,
        address_type: 'Billing',
        billing_address: expect.objectContaining({
          full_name: 'Layla Haddad',
          city: 'Dubai',
          country: 'United Arab Emirates',
          email: 'layla@example.ae',
          address_line2: 'Villa 12',
        }),
      }),
    });
    if ('body' in result) expect(result.body.billing_address.mobile).toBe('+971501234567');
  });

  it("names each missing field with the server's message", () => {
    const result = checkAddress(
      { full_name: ' ', mobile: '', city: '', address_line1: '', address_line2: '' },
      7,
      null,
    );
    expect(result).toEqual({
      errors: {
        full_name: SIGNUP_MESSAGES.fullName,
        mobile: expect.any(String),
        city: ADDRESS_MESSAGES.city,
        address_line1: ADDRESS_MESSAGES.line1,
      },
    });
  });

  it('takes a local UAE number or an international one', () => {
    expect(withUaeCode('050 123 4567')).toBe('+971501234567');
    expect(withUaeCode('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(withUaeCode('00971501234567')).toBe('00971501234567');
  });

  it("maps the server's field errors to the form's fields", () => {
    expect(serverAddressErrors({ 'billing_address.city': ['Please enter the city.'], other: ['x'] })).toEqual({
      city: 'Please enter the city.',
    });
  });

  it('writes an address on one line', () => {
    expect(addressLine({ address_line1: 'Al Wasl Road', address_line2: null, city: 'Dubai' })).toBe(
      'Al Wasl Road, Dubai',
    );
  });
});
