import {
  INFO_PAGE_MESSAGES,
  isInfoPageSlug,
  type StaffInfoPage,
  type StaffInfoPageInput,
  type StaffInfoPageList,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { toIsoTimestamp } from '../../lib/presentation.ts';
import { cleanedRichText } from '../../lib/staff-content.ts';
import type { Audited, StaffActor } from '../staff/index.ts';
import type { InfoPageRow, PagesRepo } from './pages.repo.ts';
import { filledInfoPage, type PagesServiceDeps } from './pages.service.ts';

export interface StaffPagesDeps {
  repo: PagesRepo;
  staffWrite: UnitOfWork<Audited<PagesRepo>>;
  config: PagesServiceDeps['config'];
  /** Drops the information pages' cached answers and rendered pages (by tag). */
  changed: () => Promise<void>;
}

const toStaff = (row: InfoPageRow): StaffInfoPage => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  content: row.content,
  updated_at: toIsoTimestamp(row.updatedAt),
});

/**
 * The information pages as the back office edits them (issue 26, item 6): the words of a fixed set of pages, cleaned
 * with the shared allow-list as they are saved, each save audited with what the page said before, and shown anew at
 * once.
 */
export function createStaffPagesService({ repo, staffWrite, config, changed }: StaffPagesDeps) {
  const slugOf = (slug: string) => {
    if (!isInfoPageSlug(slug)) throw new NotFoundError(INFO_PAGE_MESSAGES.notFound);
    return slug;
  };
  return {
    async list(): Promise<StaffInfoPageList> {
      return (await repo.list()).map((row) => ({
        slug: row.slug,
        title: row.title,
        description: row.description,
        updated_at: toIsoTimestamp(row.updatedAt),
      }));
    },

    async find(slug: string): Promise<StaffInfoPage> {
      const row = await repo.find(slugOf(slug));
      if (!row) throw new NotFoundError(INFO_PAGE_MESSAGES.notFound);
      return toStaff(row);
    },

    async update(actor: StaffActor, slug: string, input: StaffInfoPageInput): Promise<StaffInfoPage> {
      const page = slugOf(slug);
      const content = cleanedRichText('content', input.content);
      const row = await staffWrite(async (tx) => {
        const before = await tx.repo.find(page);
        if (!before) throw new NotFoundError(INFO_PAGE_MESSAGES.notFound);
        const after = await tx.repo.update(page, { title: input.title, description: input.description, content });
        await tx.audit.record(actor, {
          action: 'info_page.update',
          entity: 'info_page',
          entityId: page,
          before,
          after,
        });
        return after!;
      });
      await changed();
      return toStaff(row);
    },

    /** Unsaved words as the storefront will show them: placeholders filled, cleaned by the same allow-list. */
    preview(content: string): { html: string } {
      return { html: filledInfoPage(content, config) };
    },
  };
}

export type StaffPagesService = ReturnType<typeof createStaffPagesService>;
