import {
  CONTENT_MESSAGES,
  STAFF_CONTENT_PAGE_SIZE,
  toPaged,
  type StaffBlogCategory,
  type StaffPost,
  type StaffPostInput,
  type StaffPostList,
  type ContentState,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { offsetOf } from '../../lib/content-reads.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { imageUrl } from '../../lib/presentation.ts';
import { cleanedRichText, freeRoute, isoOf, publishedNow, routeClash } from '../../lib/staff-content.ts';
import type { Audited, StaffActor } from '../staff/index.ts';
import type { StaffPostRow, StaffPostsRepo } from './staff-posts.repo.ts';

export interface StaffPostsDeps {
  repo: StaffPostsRepo;
  /** A write and its audit entry, in one transaction. */
  staffWrite: UnitOfWork<Audited<StaffPostsRepo>>;
  imageBase: string;
  /** Drops the blog's cached answers and pages (by tag), and looks at the schedule again. */
  changed: () => Promise<void>;
}

interface CategoryInput {
  title: string;
  route?: string;
  position: number;
}

/** What the audit log keeps of a post: everything but the body, whose length stands for it. */
const audited = (p: StaffPostRow) => ({
  route: p.route,
  title: p.title,
  category_id: p.categoryId,
  status: p.status,
  published_at: isoOf(p.publishedAt),
  image: p.image,
  author: p.author,
  content_length: p.content.length,
});

const fieldError = (field: string, message: string) => new ValidationError(message, { [field]: [message] });

/** Blog posts and categories as the back office writes them (issue 26, item 6): each write audited, then shown. */
export function createStaffPostsService({ repo, staffWrite, imageBase, changed }: StaffPostsDeps) {
  const present = (row: StaffPostRow): StaffPost => ({
    id: row.id,
    route: row.route,
    title: row.title,
    category: { id: row.categoryId, title: row.categoryTitle },
    excerpt: row.excerpt,
    content: row.content,
    image: row.image,
    image_url: imageUrl(imageBase, row.image),
    author: row.author,
    status: row.status,
    state: row.state,
    published_at: isoOf(row.publishedAt),
    updated_at: isoOf(row.updatedAt),
  });

  /** The values to store, checked against the database (category, free address) inside the write's transaction. */
  const values = async (tx: StaffPostsRepo, input: StaffPostInput, before?: StaffPostRow) => {
    const exceptId = before?.id;
    const content = cleanedRichText('content', input.content);
    if (!(await tx.categoryExists(input.category_id)))
      throw fieldError('category_id', CONTENT_MESSAGES.categoryUnknown);
    const route = await freeRoute(input.route, input.title, (r) => tx.routeTaken(r, exceptId));
    return {
      route,
      title: input.title,
      categoryId: input.category_id,
      excerpt: input.excerpt,
      content,
      image: input.image,
      author: input.author,
      status: input.status,
      publishedAt: input.published_at ?? publishedNow(input.status, before?.status),
    };
  };

  const categoryValues = async (tx: StaffPostsRepo, input: CategoryInput, exceptId?: number) => ({
    title: input.title,
    position: input.position,
    route: await freeRoute(input.route, input.title, (r) => tx.categoryRouteTaken(r, exceptId)),
  });

  return {
    async list(query: { page: number; search?: string; state?: ContentState }): Promise<StaffPostList> {
      const { rows, total } = await repo.list({
        search: query.search || undefined,
        state: query.state,
        limit: STAFF_CONTENT_PAGE_SIZE,
        offset: offsetOf(query.page, STAFF_CONTENT_PAGE_SIZE),
      });
      const page = toPaged(
        rows.map((r) => {
          const { content: _content, excerpt: _excerpt, ...row } = present(r);
          return row;
        }),
        query.page,
        total,
        STAFF_CONTENT_PAGE_SIZE,
      );
      return page;
    },

    async get(id: number): Promise<StaffPost> {
      const row = await repo.find(id);
      if (!row) throw new NotFoundError(CONTENT_MESSAGES.postNotFound);
      return present(row);
    },

    async create(actor: StaffActor, input: StaffPostInput): Promise<StaffPost> {
      const row = await routeClash(staffWrite)(async (tx) => {
        const created = await tx.repo.insert(await values(tx.repo, input));
        await tx.audit.record(actor, {
          action: 'post.create',
          entity: 'post',
          entityId: created.id,
          before: null,
          after: audited(created),
        });
        return created;
      });
      await changed();
      return present(row);
    },

    async update(actor: StaffActor, id: number, input: StaffPostInput): Promise<StaffPost> {
      const row = await routeClash(staffWrite)(async (tx) => {
        const current = await tx.repo.find(id);
        if (!current) throw new NotFoundError(CONTENT_MESSAGES.postNotFound);
        const updated = (await tx.repo.update(id, await values(tx.repo, input, current)))!;
        await tx.audit.record(actor, {
          action: 'post.update',
          entity: 'post',
          entityId: id,
          before: audited(updated.before),
          after: audited(updated.after),
        });
        return updated.after;
      });
      await changed();
      return present(row);
    },

    async remove(actor: StaffActor, id: number): Promise<void> {
      await staffWrite(async (tx) => {
        const removed = await tx.repo.remove(id);
        if (!removed) throw new NotFoundError(CONTENT_MESSAGES.postNotFound);
        await tx.audit.record(actor, {
          action: 'post.delete',
          entity: 'post',
          entityId: id,
          before: audited(removed),
          after: null,
        });
      });
      await changed();
    },

    categories(): Promise<StaffBlogCategory[]> {
      return repo.categories();
    },

    async createCategory(actor: StaffActor, input: CategoryInput): Promise<StaffBlogCategory> {
      const row = await routeClash(staffWrite)(async (tx) => {
        const created = await tx.repo.insertCategory(await categoryValues(tx.repo, input));
        await tx.audit.record(actor, {
          action: 'blog_category.create',
          entity: 'blog_category',
          entityId: created.id,
          before: null,
          after: created,
        });
        return created;
      });
      await changed();
      return { ...row, posts: 0 };
    },

    async updateCategory(actor: StaffActor, id: number, input: CategoryInput) {
      const row = await routeClash(staffWrite)(async (tx) => {
        const before = await tx.repo.findCategory(id);
        if (!before) throw new NotFoundError(CONTENT_MESSAGES.categoryNotFound);
        const after = (await tx.repo.updateCategory(id, await categoryValues(tx.repo, input, id)))!;
        await tx.audit.record(actor, {
          action: 'blog_category.update',
          entity: 'blog_category',
          entityId: id,
          before,
          after,
        });
        return { ...after, posts: await tx.repo.postsIn(id) };
      });
      await changed();
      return row;
    },

    /** A category with posts stays: deleting it would take its posts with it. */
    async removeCategory(actor: StaffActor, id: number): Promise<void> {
      await staffWrite(async (tx) => {
        const before = await tx.repo.findCategory(id);
        if (!before) throw new NotFoundError(CONTENT_MESSAGES.categoryNotFound);
        if ((await tx.repo.postsIn(id)) > 0) throw fieldError('id', CONTENT_MESSAGES.categoryNotEmpty);
        await tx.repo.removeCategory(id);
        await tx.audit.record(actor, {
          action: 'blog_category.delete',
          entity: 'blog_category',
          entityId: id,
          before,
          after: null,
        });
      });
      await changed();
    },
  };
}

export type StaffPostsService = ReturnType<typeof createStaffPostsService>;
