import {
  CONTENT_BODY_MAX_BYTES,
  ErrorPayloadSchema,
  INFO_PAGE_MESSAGES,
  InfoPageParamsSchema,
  StaffInfoPageBodySchema,
  StaffInfoPageListSchema,
  StaffInfoPagePreviewBodySchema,
  StaffInfoPageSchema,
  StaffPreviewSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
import type { StaffPagesService } from './staff-pages.service.ts';

const refused = { 401: ErrorPayloadSchema, 403: ErrorPayloadSchema, 422: ErrorPayloadSchema };
const notFound = { 404: ErrorPayloadSchema.describe(INFO_PAGE_MESSAGES.notFound) };
const common = { tags: ['staff'], security: STAFF_SECURITY };
const staff = { staff: 'content:write' } as const;

/** The staff calls on the information pages (issue 26, item 6): `content:write`, every save audited. */
export const staffPagesRoutes: FastifyPluginAsyncZod<{ pages: StaffPagesService }> = async (app, { pages }) => {
  app.get(
    '/info-pages',
    {
      config: staff,
      schema: {
        ...common,
        operationId: 'staffListInfoPages',
        summary: 'The information pages (about, corporate and the policies), without their text',
        response: { 200: StaffInfoPageListSchema, ...refused },
      },
    },
    async () => pages.list(),
  );
  app.get(
    '/info-pages/:slug',
    {
      config: staff,
      schema: {
        ...common,
        operationId: 'staffGetInfoPage',
        summary: 'An information page with its text as written, placeholders unfilled',
        params: InfoPageParamsSchema,
        response: { 200: StaffInfoPageSchema, ...refused, ...notFound },
      },
    },
    async (request) => pages.find(request.params.slug),
  );
  app.put(
    '/info-pages/:slug',
    {
      config: staff,
      bodyLimit: CONTENT_BODY_MAX_BYTES,
      schema: {
        ...common,
        operationId: 'staffUpdateInfoPage',
        summary: "Replaces an information page's title, lead and text",
        params: InfoPageParamsSchema,
        body: StaffInfoPageBodySchema,
        response: { 200: StaffInfoPageSchema, ...refused, ...notFound },
      },
    },
    async (request) => pages.update(actorOf(request), request.params.slug, request.body),
  );
  app.post(
    '/info-pages/preview',
    {
      config: staff,
      bodyLimit: CONTENT_BODY_MAX_BYTES,
      schema: {
        ...common,
        operationId: 'staffPreviewInfoPage',
        summary: "An information page's unsaved text as the storefront will show it, placeholders filled",
        body: StaffInfoPagePreviewBodySchema,
        response: { 200: StaffPreviewSchema, ...refused },
      },
    },
    async (request) => pages.preview(request.body.content),
  );
};
