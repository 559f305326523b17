import {
  CONTENT_MESSAGES,
  STAFF_CONTENT_PAGE_SIZE,
  toPaged,
  type ContentState,
  type StaffNews,
  type StaffNewsInput,
  type StaffNewsList,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { offsetOf } from '../../lib/content-reads.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { imageUrl } from '../../lib/presentation.ts';
import { cleanedRichText, freeRoute, isoOf, publishedNow, routeClash } from '../../lib/staff-content.ts';
import type { Audited, StaffActor } from '../staff/index.ts';
import type { StaffNewsRepo, StaffNewsRow } from './staff-news.repo.ts';

export interface StaffNewsDeps {
  repo: StaffNewsRepo;
  staffWrite: UnitOfWork<Audited<StaffNewsRepo>>;
  imageBase: string;
  /** Drops the news' cached answers and pages (by tag), and looks at the schedule again. */
  changed: () => Promise<void>;
}

/** What the audit log keeps of an item: everything but the body, whose length stands for it. */
const audited = (n: StaffNewsRow) => ({
  route: n.route,
  title: n.title,
  status: n.status,
  published_at: isoOf(n.publishedAt),
  image: n.image,
  content_length: n.content.length,
});

/** News as the back office writes it (issue 26, item 6), as the blog's posts: each write audited, then shown. */
export function createStaffNewsService({ repo, staffWrite, imageBase, changed }: StaffNewsDeps) {
  const present = (row: StaffNewsRow): StaffNews => ({
    id: row.id,
    route: row.route,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    image: row.image,
    image_url: imageUrl(imageBase, row.image),
    status: row.status,
    state: row.state,
    published_at: isoOf(row.publishedAt),
    updated_at: isoOf(row.updatedAt),
  });
  const values = async (tx: StaffNewsRepo, input: StaffNewsInput, before?: StaffNewsRow) => ({
    content: cleanedRichText('content', input.content),
    route: await freeRoute(input.route, input.title, (r) => tx.routeTaken(r, before?.id)),
    title: input.title,
    excerpt: input.excerpt,
    image: input.image,
    status: input.status,
    publishedAt: input.published_at ?? publishedNow(input.status, before?.status),
  });
  const write = routeClash(staffWrite);

  return {
    async list(query: { page: number; search?: string; state?: ContentState }): Promise<StaffNewsList> {
      const { rows, total } = await repo.list({
        search: query.search || undefined,
        state: query.state,
        limit: STAFF_CONTENT_PAGE_SIZE,
        offset: offsetOf(query.page, STAFF_CONTENT_PAGE_SIZE),
      });
      const data = rows.map((r) => {
        const { content: _content, excerpt: _excerpt, ...row } = present(r);
        return row;
      });
      return toPaged(data, query.page, total, STAFF_CONTENT_PAGE_SIZE);
    },

    async get(id: number): Promise<StaffNews> {
      const row = await repo.find(id);
      if (!row) throw new NotFoundError(CONTENT_MESSAGES.newsNotFound);
      return present(row);
    },

    async create(actor: StaffActor, input: StaffNewsInput): Promise<StaffNews> {
      const row = await write(async (tx) => {
        const created = await tx.repo.insert(await values(tx.repo, input));
        const entry = { action: 'news.create', entity: 'news', entityId: created.id } as const;
        await tx.audit.record(actor, { ...entry, before: null, after: audited(created) });
        return created;
      });
      await changed();
      return present(row);
    },

    async update(actor: StaffActor, id: number, input: StaffNewsInput): Promise<StaffNews> {
      const row = await write(async (tx) => {
        const current = await tx.repo.find(id);
        if (!current) throw new NotFoundError(CONTENT_MESSAGES.newsNotFound);
        const { before, after } = (await tx.repo.update(id, await values(tx.repo, input, current)))!;
        const entry = { action: 'news.update', entity: 'news', entityId: id } as const;
        await tx.audit.record(actor, { ...entry, before: audited(before), after: audited(after) });
        return after;
      });
      await changed();
      return present(row);
    },

    async remove(actor: StaffActor, id: number): Promise<void> {
      await staffWrite(async (tx) => {
        const removed = await tx.repo.remove(id);
        if (!removed) throw new NotFoundError(CONTENT_MESSAGES.newsNotFound);
        const entry = { action: 'news.delete', entity: 'news', entityId: id } as const;
        await tx.audit.record(actor, { ...entry, before: audited(removed), after: null });
      });
      await changed();
    },
  };
}

export type StaffNewsService = ReturnType<typeof createStaffNewsService>;
