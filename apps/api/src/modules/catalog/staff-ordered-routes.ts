import { dbIdSchema, ErrorPayloadSchema, OrderBodySchema } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, STAFF_SECURITY, type StaffActor } from '../staff/index.ts';

const IdParams = z.object({ id: dbIdSchema('id') });
const errors = {
  401: ErrorPayloadSchema,
  403: ErrorPayloadSchema,
  422: ErrorPayloadSchema.describe('a field is missing or wrong: named in `errors`'),
};

/** One staff-edited list of the catalog: its names, its schemas and the service calls behind it. */
export interface OrderedList<Item extends z.ZodType, Write extends z.ZodType, Create extends z.ZodType> {
  /** Under the staff prefix, e.g. `/catalog/brands`. */
  path: string;
  /** The operationIds' words: `Brand` and `Brands` give staffListBrands, staffCreateBrand… */
  one: string;
  many: string;
  item: Item;
  create: Create;
  update: Write;
  /** The body of a reorder, when the list has more than `ids` (categories: whose children). */
  order?: z.ZodObject;
  notFound: string;
  /** What the 409 of a write or a delete means for this list. */
  conflict: string;
  list(): Promise<z.infer<Item>[]>;
  add(actor: StaffActor, body: z.infer<Create>): Promise<z.infer<Item>>;
  change(actor: StaffActor, id: number, body: z.infer<Write>): Promise<z.infer<Item>>;
  remove(actor: StaffActor, id: number): Promise<void>;
  reorder(actor: StaffActor, body: { ids: number[] } & Record<string, unknown>): Promise<void>;
}

/**
 * Registers a list's five staff calls, all with `catalog:write` (issue 26): list, create, update, delete, and reorder
 * (the whole order sent at once).
 */
export function orderedListRoutes<I extends z.ZodType, W extends z.ZodType, C extends z.ZodType>(
  app: FastifyInstance,
  list: OrderedList<I, W, C>,
): void {
  const staff = { staff: 'catalog:write' } as const;
  const common = { tags: ['staff'], security: STAFF_SECURITY };
  // The schemas validate every request (the app's zod compiler); the handlers read what they let through.
  const bodyOf = <T extends z.ZodType>(request: FastifyRequest, _schema: T) => request.body as z.infer<T>;
  const idOf = (request: FastifyRequest) => (request.params as z.infer<typeof IdParams>).id;
  app.get(
    list.path,
    {
      config: staff,
      schema: {
        ...common,
        operationId: `staffList${list.many}`,
        summary: `Lists the ${list.many.toLowerCase()} in their order`,
        response: { 200: z.object({ data: z.array(list.item) }), 401: errors[401], 403: errors[403] },
      },
    },
    async () => ({ data: await list.list() }),
  );
  app.post(
    list.path,
    {
      config: staff,
      schema: {
        ...common,
        operationId: `staffCreate${list.one}`,
        summary: `Creates a ${list.one.toLowerCase()}, last in the order`,
        body: list.create,
        response: { 201: list.item, ...errors, 409: ErrorPayloadSchema.describe(list.conflict) },
      },
    },
    async (request, reply) => reply.code(201).send(await list.add(actorOf(request), bodyOf(request, list.create))),
  );
  app.put(
    `${list.path}/order`,
    {
      config: staff,
      schema: {
        ...common,
        operationId: `staffReorder${list.many}`,
        summary: `Puts the ${list.many.toLowerCase()} in a new order: every id once, first shown first`,
        body: list.order ?? OrderBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await list.reorder(actorOf(request), request.body as { ids: number[] });
      return reply.code(204).send(null);
    },
  );
  app.put(
    `${list.path}/:id`,
    {
      config: staff,
      schema: {
        ...common,
        operationId: `staffUpdate${list.one}`,
        summary: `Updates a ${list.one.toLowerCase()}`,
        params: IdParams,
        body: list.update,
        response: {
          200: list.item,
          ...errors,
          404: ErrorPayloadSchema.describe(list.notFound),
          409: ErrorPayloadSchema.describe(list.conflict),
        },
      },
    },
    async (request) => list.change(actorOf(request), idOf(request), bodyOf(request, list.update)),
  );
  app.delete(
    `${list.path}/:id`,
    {
      config: staff,
      schema: {
        ...common,
        operationId: `staffDelete${list.one}`,
        summary: `Deletes a ${list.one.toLowerCase()} nothing uses any more`,
        params: IdParams,
        response: {
          204: z.null(),
          401: errors[401],
          403: errors[403],
          404: ErrorPayloadSchema.describe(list.notFound),
          409: ErrorPayloadSchema.describe(list.conflict),
        },
      },
    },
    async (request, reply) => {
      await list.remove(actorOf(request), idOf(request));
      return reply.code(204).send(null);
    },
  );
}
