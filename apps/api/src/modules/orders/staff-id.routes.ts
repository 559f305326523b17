import { AgeDecisionBodySchema, ErrorPayloadSchema, IdDocumentLinkSchema, IdDocumentSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, STAFF_SECURITY } from '../staff/index.ts';
import type { OrdersStaff } from './orders-staff.service.ts';

const DocumentParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647, { error: 'Not an upload id.' }),
});
const LinkQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Not a link to an Emirates ID.' }),
});
const tags = ['staff'];
const refusals = {
  401: ErrorPayloadSchema,
  403: ErrorPayloadSchema.describe('The role may not check IDs, or a write came without the CSRF token.'),
  404: ErrorPayloadSchema,
};

/** Proof of age (issue 25, item 6 a): staff who may check IDs see a buyer's upload and verify or reject it. */
export const staffIdRoutes: FastifyPluginAsyncZod<{ staffOrders: OrdersStaff }> = async (app, { staffOrders }) => {
  app.get(
    '/id-documents/:id/link',
    {
      config: { staff: 'id:verify' },
      schema: {
        operationId: 'staffViewIdDocument',
        tags,
        summary: "A link to a buyer's Emirates ID, signed for this staff member for 5 minutes; each view is audited",
        security: STAFF_SECURITY,
        params: DocumentParams,
        response: { 200: IdDocumentLinkSchema, ...refusals },
      },
    },
    async (request) => staffOrders.idDocumentLink(actorOf(request), request.params.id),
  );

  app.get(
    '/id-documents/:id/file',
    {
      config: { staff: 'id:verify' },
      schema: {
        operationId: 'staffIdDocumentFile',
        tags,
        summary: 'The Emirates ID behind a signed link (an image or a PDF), for the member it was signed for',
        security: STAFF_SECURITY,
        params: DocumentParams,
        querystring: LinkQuery,
        response: {
          200: {
            description: 'The upload, as the customer sent it: an image or a PDF.',
            content: Object.fromEntries(
              ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'].map((type) => [
                type,
                { schema: z.string() },
              ]),
            ),
          },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { bytes, mime } = await staffOrders.idDocumentFile(
        request.staff!.member.id,
        request.params.id,
        request.query.expires,
        request.query.signature,
      );
      // An image is shown, never run: it gets no origin of ours. A PDF is downloaded, not opened in the shop's origin
      // (a browser's PDF viewer will not run under a sandboxing policy, and a PDF may carry scripts).
      const pdf = mime === 'application/pdf';
      return reply
        .header('content-type', mime)
        .header('content-disposition', pdf ? `attachment; filename="emirates-id-${request.params.id}.pdf"` : 'inline')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .send(bytes as unknown as string);
    },
  );

  app.post(
    '/id-documents/:id/decision',
    {
      config: { staff: 'id:verify' },
      schema: {
        operationId: 'staffDecideAge',
        tags,
        summary:
          "Verifies a buyer's Emirates ID (name and date of birth match, 21 or over, with its expiry) or rejects it with a reason the customer reads",
        security: STAFF_SECURITY,
        params: DocumentParams,
        body: AgeDecisionBodySchema,
        response: { 200: IdDocumentSchema, ...refusals, 409: ErrorPayloadSchema.describe('The ID has expired.') },
      },
    },
    async (request) => staffOrders.decideAge(actorOf(request), request.params.id, request.body),
  );
};
