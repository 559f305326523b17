import { RETURN_MESSAGES } from '@shop/shared/rules';
import { describe, expect, it } from 'vitest';
import { checkReturn, emptyDraft } from './return-draft';

const returnable = {
  until: '2030-01-08T10:00:00.000Z',
  lines: [
    { line_id: 1, name: 'Cold Lager', size: '330 ml', qty: 2 },
    { line_id: 2, name: 'Rioja Reserva', size: '750 ml', qty: 1 },
  ],
};

describe('a return request, checked before sending', () => {
  it('asks for an item, a reason and, for a change of mind, the unopened tick', () => {
    expect(checkReturn(emptyDraft(), returnable).errors).toEqual({
      lines: RETURN_MESSAGES.noLines,
      reason: RETURN_MESSAGES.reasonRequired,
    });
    const changedMind = { ...emptyDraft(), qty: { 1: 1 }, reason: 'changed_mind' as const };
    expect(checkReturn(changedMind, returnable).errors).toEqual({ unopened: RETURN_MESSAGES.unopened });
  });

  it('refuses more than is left of a line, in the server words', () => {
    const draft = { ...emptyDraft(), qty: { 1: 3 }, reason: 'faulty' as const };
    expect(checkReturn(draft, returnable).errors).toEqual({ lines: RETURN_MESSAGES.tooMany('Cold Lager', 2) });
  });

  it('sends only the lines chosen, the reason, the trimmed note and the tick', () => {
    const draft = { qty: { 1: 2, 2: 0 }, reason: 'changed_mind' as const, note: '  Wrong vintage  ', unopened: true };
    expect(checkReturn(draft, returnable)).toEqual({
      errors: null,
      body: { lines: [{ line_id: 1, qty: 2 }], reason: 'changed_mind', note: 'Wrong vintage', unopened: true },
    });
  });

  it('does not ask a faulty item to be unopened, and leaves an empty note out', () => {
    const draft = { qty: { 2: 1 }, reason: 'faulty' as const, note: '   ', unopened: false };
    expect(checkReturn(draft, returnable).body).toEqual({ lines: [{ line_id: 2, qty: 1 }], reason: 'faulty' });
  });

  it("checks the note with the shared schema's rule", () => {
    const draft = { qty: { 2: 1 }, reason: 'damaged' as const, note: 'x'.repeat(501), unopened: false };
    expect(checkReturn(draft, returnable).errors).toEqual({ note: 'Keep the note under 500 characters.' });
  });
});
