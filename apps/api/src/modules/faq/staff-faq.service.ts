import { CONTENT_MESSAGES, type FaqScope, type StaffFaq, type StaffFaqInput } from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { cleanedRichText } from '../../lib/staff-content.ts';
import type { Audited, StaffActor } from '../staff/index.ts';
import type { StaffFaqRepo, StaffFaqRow } from './staff-faq.repo.ts';

export interface StaffFaqDeps {
  repo: StaffFaqRepo;
  staffWrite: UnitOfWork<Audited<StaffFaqRepo>>;
  /** Drops the FAQ lists' cached answers and pages (by tag). */
  changed: () => Promise<void>;
}

/**
 * The FAQ page's, the about page's and the corporate page's questions as the back office writes them (issue 26,
 * item 6): answers cleaned with the shared allow-list, each write audited, the lists shown anew at once.
 */
export function createStaffFaqService({ repo, staffWrite, changed }: StaffFaqDeps) {
  const entry = (action: 'create' | 'update' | 'delete' | 'move', id: number) =>
    ({ action: `faq.${action}`, entity: 'faq', entityId: id }) as const;
  const after = async <T>(result: T): Promise<T> => {
    await changed();
    return result;
  };
  return {
    list(scope: FaqScope): Promise<StaffFaq[]> {
      return repo.list(scope);
    },

    async create(actor: StaffActor, input: StaffFaqInput): Promise<StaffFaq> {
      const answer = cleanedRichText('answer', input.answer);
      const row = await staffWrite(async (tx) => {
        const position = input.position ?? (await tx.repo.nextPosition(input.scope));
        const created = await tx.repo.insert({ scope: input.scope, question: input.question, answer, position });
        await tx.audit.record(actor, { ...entry('create', created.id), before: null, after: created });
        return created;
      });
      return after(row);
    },

    async update(actor: StaffActor, id: number, input: StaffFaqInput): Promise<StaffFaq> {
      const answer = cleanedRichText('answer', input.answer);
      const row = await staffWrite(async (tx) => {
        const before = await tx.repo.find(id);
        if (!before) throw new NotFoundError(CONTENT_MESSAGES.faqNotFound);
        // Moved to another list, it goes to that list's end unless a position is given.
        const position =
          input.position ?? (input.scope === before.scope ? before.position : await tx.repo.nextPosition(input.scope));
        const updated = await tx.repo.update(id, { scope: input.scope, question: input.question, answer, position });
        await tx.audit.record(actor, { ...entry('update', id), before, after: updated });
        return updated;
      });
      return after(row);
    },

    async remove(actor: StaffActor, id: number): Promise<void> {
      await staffWrite(async (tx) => {
        const before = await tx.repo.find(id);
        if (!before) throw new NotFoundError(CONTENT_MESSAGES.faqNotFound);
        await tx.repo.remove(id);
        await tx.audit.record(actor, { ...entry('delete', id), before, after: null });
      });
      await changed();
    },

    /** One place up or down: the list is numbered anew in its shown order, so ties never stall a move. */
    async move(actor: StaffActor, id: number, direction: 'up' | 'down'): Promise<StaffFaq[]> {
      const list = await staffWrite(async (tx) => {
        const moving = await tx.repo.find(id);
        if (!moving) throw new NotFoundError(CONTENT_MESSAGES.faqNotFound);
        const order: StaffFaqRow[] = await tx.repo.list(moving.scope);
        const from = order.findIndex((f) => f.id === id);
        const to = direction === 'up' ? from - 1 : from + 1;
        if (to < 0 || to >= order.length) return order;
        [order[from], order[to]] = [order[to]!, order[from]!];
        await tx.repo.renumber(order.map((f) => f.id));
        await tx.audit.record(actor, {
          ...entry('move', id),
          before: { position: from },
          after: { position: to, direction },
        });
        return tx.repo.list(moving.scope);
      });
      return after(list);
    },
  };
}

export type StaffFaqService = ReturnType<typeof createStaffFaqService>;
