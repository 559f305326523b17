import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../api/csrf-token.ts';
import { fakeServer, renderAt } from '../../testing/render.tsx';
import { InviteForm } from './invite-form.tsx';
import { member } from './members.fixtures.ts';

const TAKEN = { error: 'A staff member already has this e-mail.', code: 'CONFLICT' };

const show = () => renderAt('/', [['/', <InviteForm />]]);

async function fill(user: ReturnType<typeof userEvent.setup>, role: string | null) {
  await user.type(screen.getByLabelText('E-mail'), 'sara@cellar.ae');
  await user.type(screen.getByLabelText('Name'), 'Sara Khan');
  if (role) await user.click(screen.getByRole('radio', { name: role }));
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));
}

beforeEach(() => setCsrfToken('csrf-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
});

describe('inviting a member', () => {
  it('sends the e-mail, name and role, says where the link went, and clears the form', async () => {
    const invited = member({
      id: 9,
      email: 'sara@cellar.ae',
      name: 'Sara Khan',
      status: 'invited',
      last_login_at: null,
    });
    const calls = fakeServer({ 'POST /members': { status: 201, body: invited } });
    const user = userEvent.setup();
    const { client } = show();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    // Each role says what it may do.
    expect(screen.getByRole('radio', { name: 'Support' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('The order queue, packing, handover and stock counts.')).toBeTruthy();
    await fill(user, 'Fulfilment');
    const status = await screen.findByText(/^Invitation sent to Sara Khan \(sara@cellar\.ae\) as Fulfilment\./);
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toContain('it works for 72 hours');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/members',
      body: { email: 'sara@cellar.ae', name: 'Sara Khan', role: 'fulfilment' },
      headers: { 'x-csrf-token': 'csrf-1' },
    });
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['staff-members'] });
  });

  it('asks for a role before sending anything', async () => {
    const calls = fakeServer({});
    const user = userEvent.setup();
    show();
    await fill(user, null);
    expect(screen.getByText('Please choose a role.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Owner' }));
    expect(calls).toEqual([]);
  });

  it('puts a taken e-mail on the e-mail field, with the focus', async () => {
    fakeServer({ 'POST /members': { status: 409, body: TAKEN } });
    const user = userEvent.setup();
    show();
    await fill(user, 'Manager');
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(TAKEN.error).id).toBe(email.getAttribute('aria-describedby')?.split(' ').at(-1));
    expect(document.activeElement).toBe(email);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's field errors where they belong, and other refusals in an alert", async () => {
    let tries = 0;
    fakeServer({
      'POST /members': () =>
        ++tries === 1
          ? {
              status: 400,
              body: {
                error: 'Please enter a name.',
                code: 'VALIDATION_FAILED',
                errors: { name: ['Please enter a name.'] },
              },
            }
          : { status: 403, body: { error: 'Your role may not do this.', code: 'FORBIDDEN' } },
    });
    const user = userEvent.setup();
    show();
    await fill(user, 'Support');
    await waitFor(() => expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter a name.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your role may not do this.');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });
});
