import {
  CONTENT_BODY_MAX_BYTES,
  CONTENT_MESSAGES,
  dbIdSchema,
  ErrorPayloadSchema,
  StaffBlogCategoryBodySchema,
  StaffBlogCategoryListSchema,
  StaffBlogCategorySchema,
  StaffContentListQuerySchema,
  StaffPostBodySchema,
  StaffPostListSchema,
  StaffPostSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
import type { StaffPostsService } from './staff-posts.service.ts';

const IdParams = z.object({ id: dbIdSchema('id') });
const refusals = (notFound?: string) => ({
  401: ErrorPayloadSchema,
  403: ErrorPayloadSchema,
  ...(notFound && { 404: ErrorPayloadSchema.describe(notFound) }),
  422: ErrorPayloadSchema.describe('a field refused by the database: a taken address, an unknown category'),
});
const common = { tags: ['staff'], security: STAFF_SECURITY };
const staff = { staff: 'content:write' } as const;
/** A long article is larger than the API's usual request limit. */
const write = { config: staff, bodyLimit: CONTENT_BODY_MAX_BYTES };

/** The staff calls on blog posts and their categories (issue 26, item 6): `content:write`, every write audited. */
export const staffPostsRoutes: FastifyPluginAsyncZod<{ posts: StaffPostsService }> = async (app, { posts }) => {
  app.get(
    '/posts',
    {
      config: staff,
      schema: {
        ...common,
        operationId: 'staffListPosts',
        summary: 'Blog posts, drafts and scheduled ones included, newest publication first',
        querystring: StaffContentListQuerySchema,
        response: { 200: StaffPostListSchema, ...refusals() },
      },
    },
    async (request) => posts.list(request.query),
  );
  app.get(
    '/posts/:id',
    {
      config: staff,
      schema: {
        ...common,
        operationId: 'staffGetPost',
        summary: 'A blog post with its body, as staff edit it',
        params: IdParams,
        response: { 200: StaffPostSchema, ...refusals(CONTENT_MESSAGES.postNotFound) },
      },
    },
    async (request) => posts.get(request.params.id),
  );
  app.post(
    '/posts',
    {
      ...write,
      schema: {
        ...common,
        operationId: 'staffCreatePost',
        summary: 'Creates a blog post: a draft, published now, or scheduled (published with a future time)',
        body: StaffPostBodySchema,
        response: { 201: StaffPostSchema, ...refusals() },
      },
    },
    async (request, reply) => reply.code(201).send(await posts.create(actorOf(request), request.body)),
  );
  app.put(
    '/posts/:id',
    {
      ...write,
      schema: {
        ...common,
        operationId: 'staffUpdatePost',
        summary: 'Replaces a blog post; status draft unpublishes it',
        params: IdParams,
        body: StaffPostBodySchema,
        response: { 200: StaffPostSchema, ...refusals(CONTENT_MESSAGES.postNotFound) },
      },
    },
    async (request) => posts.update(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/posts/:id',
    {
      config: staff,
      schema: {
        ...common,
        operationId: 'staffDeletePost',
        summary: 'Deletes a blog post (with its comments)',
        params: IdParams,
        response: { 204: z.null(), ...refusals(CONTENT_MESSAGES.postNotFound) },
      },
    },
    async (request, reply) => {
      await posts.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/blog-categories',
    {
      config: staff,
      schema: {
        ...common,
        operationId: 'staffListBlogCategories',
        summary: 'Every blog category in display order, with its number of posts',
        response: { 200: StaffBlogCategoryListSchema, ...refusals() },
      },
    },
    async () => posts.categories(),
  );
  app.post(
    '/blog-categories',
    {
      config: staff,
      schema: {
        ...common,
        operationId: 'staffCreateBlogCategory',
        summary: 'Creates a blog category',
        body: StaffBlogCategoryBodySchema,
        response: { 201: StaffBlogCategorySchema, ...refusals() },
      },
    },
    async (request, reply) => reply.code(201).send(await posts.createCategory(actorOf(request), request.body)),
  );
  app.put(
    '/blog-categories/:id',
    {
      config: staff,
      schema: {
        ...common,
        operationId: 'staffUpdateBlogCategory',
        summary: 'Renames, moves or re-addresses a blog category',
        params: IdParams,
        body: StaffBlogCategoryBodySchema,
        response: { 200: StaffBlogCategorySchema, ...refusals(CONTENT_MESSAGES.categoryNotFound) },
      },
    },
    async (request) => posts.updateCategory(actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/blog-categories/:id',
    {
      config: staff,
      schema: {
        ...common,
        operationId: 'staffDeleteBlogCategory',
        summary: 'Deletes an empty blog category',
        params: IdParams,
        response: { 204: z.null(), ...refusals(CONTENT_MESSAGES.categoryNotFound) },
      },
    },
    async (request, reply) => {
      await posts.removeCategory(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
