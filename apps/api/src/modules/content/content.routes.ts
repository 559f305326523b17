import {
  AlreadySubscribedResponseSchema,
  BlogCategoryFilterResponseSchema,
  BlogDetailResponseSchema,
  BlogListResponseSchema,
  ContactDetailsResponseSchema,
  ContentIdParamsSchema,
  CorporateResponseSchema,
  DEFAULT_CACHE_MS,
  ErrorPayloadSchema,
  FaqListResponseSchema,
  FaqPageResponseSchema,
  LONG_CACHE_MS,
  NEWSLETTER_MESSAGES,
  NewsDetailResponseSchema,
  NewsListResponseSchema,
  PageQuerySchema,
  SubscribeBodySchema,
  SubscribedResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reshape, withStatus } from '../../lib/cacheable-read.ts';
import type { PublicCacheConfig } from '../../plugins/http-cache.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { createBlogRepo } from './blog.repo.ts';
import { createBlogService } from './blog.service.ts';
import { contactDetails } from './contact.service.ts';
import { createFaqRepo } from './faq.repo.ts';
import { createFaqService } from './faq.service.ts';
import { createNewsRepo } from './news.repo.ts';
import { createNewsService } from './news.service.ts';
import { createSubscribersRepo } from './subscribers.repo.ts';
import { createSubscribersService } from './subscribers.service.ts';

/** Spec section 9: cached GETs default to 5 minutes; about and corporate FAQ to 3,000,000 ms. */
const DEFAULT_CACHE: PublicCacheConfig = { maxAge: DEFAULT_CACHE_MS / 1000 };
const LONG_CACHE: PublicCacheConfig = { maxAge: LONG_CACHE_MS / 1000 };

const tags = ['content'];

/** Public content calls of spec section 7: blog, news, FAQ, corporate, contact details, newsletter. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const imageBase = app.config.IMAGE_BASE_URL;
  const blog = createBlogService(createBlogRepo(app.db), imageBase);
  const news = createNewsService(createNewsRepo(app.db), imageBase);
  const faq = createFaqService(createFaqRepo(app.db));
  const subscribers = createSubscribersService(createSubscribersRepo(app.db));

  app.get('/blog-list', {
    schema: { operationId: 'getBlogList', tags, summary: 'Blog categories and one page of posts, newest first', querystring: PageQuerySchema, response: { 200: BlogListResponseSchema } },
    config: { publicCache: DEFAULT_CACHE },
  }, (request, reply) => reply.sendRead(withStatus(blog.list(request.query.page))));

  app.get('/blog-category-filter/:id', {
    schema: {
      operationId: 'getBlogCategory',
      tags, summary: 'The blog list of one category (id or route)',
      params: ContentIdParamsSchema, querystring: PageQuerySchema, response: { 200: BlogCategoryFilterResponseSchema },
    },
    config: { publicCache: DEFAULT_CACHE },
  }, (request, reply) => reply.sendRead(withStatus(blog.listByCategory(request.params.id, request.query.page))));

  app.get('/blog-detail/:id', {
    schema: { operationId: 'getBlogPost', tags, summary: 'A blog post (id or route) and 3 others of its category', params: ContentIdParamsSchema, response: { 200: BlogDetailResponseSchema } },
    config: { publicCache: DEFAULT_CACHE },
  }, (request, reply) => reply.sendRead(reshape(blog.detail(request.params.id), ({ blog: data, related }) => ({ status: 200 as const, data, related }))));

  app.get('/news-list', {
    schema: { operationId: 'getNewsList', tags, summary: 'One page of news, newest first', querystring: PageQuerySchema, response: { 200: NewsListResponseSchema } },
    config: { publicCache: DEFAULT_CACHE },
  }, (request, reply) => reply.sendRead(withStatus(news.list(request.query.page))));

  app.get('/news-detail/:id', {
    schema: { operationId: 'getNewsItem', tags, summary: 'A news item (id or route) and the 3 most recent others', params: ContentIdParamsSchema, response: { 200: NewsDetailResponseSchema } },
    config: { publicCache: DEFAULT_CACHE },
  }, (request, reply) => reply.sendRead(reshape(news.detail(request.params.id), ({ news: data, recent }) => ({ status: 200 as const, data, recent }))));

  app.get('/faq-page', {
    schema: { operationId: 'getFaqPage', tags, summary: 'One page (10) of the FAQ page', querystring: PageQuerySchema, response: { 200: FaqPageResponseSchema } },
    config: { publicCache: DEFAULT_CACHE },
  }, (request, reply) => reply.sendRead(withStatus(faq.faqPage(request.query.page))));

  app.get('/about-faq', {
    schema: { operationId: 'getAboutFaq', tags, summary: "The about page's FAQ", response: { 200: FaqListResponseSchema } },
    config: { publicCache: LONG_CACHE },
  }, (_request, reply) => reply.sendRead(withStatus(faq.aboutFaq())));

  app.get('/corporate', {
    schema: { operationId: 'getCorporatePage', tags, summary: 'The corporate page: copy, benefits and FAQ', response: { 200: CorporateResponseSchema } },
    config: { publicCache: LONG_CACHE },
  }, (_request, reply) => reply.sendRead(withStatus(faq.corporatePage())));

  app.get('/contact-details', {
    schema: { operationId: 'getContactDetails', tags, summary: 'Static contact details', response: { 200: ContactDetailsResponseSchema } },
    config: { publicCache: DEFAULT_CACHE },
  }, async () => ({ status: 200 as const, data: contactDetails(app.config) }));

  app.post('/subscribers', {
    schema: {
      operationId: 'subscribe',
      tags, summary: 'Newsletter sign-up: 201 when added, 200 when already subscribed, 422 with the spec message when the address is missing or invalid',
      body: SubscribeBodySchema,
      response: { 200: AlreadySubscribedResponseSchema, 201: SubscribedResponseSchema, 422: ErrorPayloadSchema.describe('The address is missing or invalid: the spec\'s message, under `errors.email`.') },
    },
    // The spec wants its own messages with 422, not the generic 400 of schema validation:
    // the service applies the same shared schema to the raw body and throws the 422 itself.
    attachValidation: true,
    config: { rateLimit: RATE_LIMITS.subscribe },
  }, async (request, reply) => {
    if ((await subscribers.subscribe(request.body)) === 'subscribed') {
      return reply.code(201).send({ status: 201 as const, message: NEWSLETTER_MESSAGES.subscribed });
    }
    return reply.code(200).send({ status: 200 as const, message: NEWSLETTER_MESSAGES.subscribed });
  });
};
