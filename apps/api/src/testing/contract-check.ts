import { gunzipSync } from 'node:zlib';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: object }> }> };
type Document = { paths: Record<string, Record<string, Operation>> };

/** '/product-list/:cat' as the document writes it: '/product-list/{cat}'. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}');

/**
 * Checks every answer a test app sends against the app's own OpenAPI document (issue: "a body and its declared
 * schema can never drift apart"): the status must be declared for that call, and a JSON body must match the
 * declared schema. Problems are collected; the test app's `close()` fails the suite with them.
 */
export function checkAnswersAgainstContract(app: FastifyInstance): { violations: string[] } {
  const violations: string[] = [];
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const validators = new Map<string, ValidateFunction | null>();
  let doc: Document | undefined;

  function validatorFor(
    path: string,
    method: string,
    status: string,
    contentType: string,
  ): ValidateFunction | null | 'undeclared' | 'wrong type' {
    doc ??= app.swagger() as unknown as Document;
    const response = doc.paths[path]?.[method]?.responses?.[status];
    if (!response) return 'undeclared';
    if (response.content && !response.content[contentType]) return 'wrong type';
    const key = `${method} ${path} ${status} ${contentType}`;
    if (!validators.has(key)) {
      const schema = response.content?.[contentType]?.schema;
      validators.set(key, schema ? ajv.compile(schema) : null);
    }
    return validators.get(key)!;
  }

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const url = request.routeOptions.url;
    if (!url || request.method === 'HEAD' || request.routeOptions.schema?.hide) return payload;
    const path = openApiPath(url);
    if (!(app.swagger() as unknown as Document).paths[path]) return payload;
    const status = String(reply.statusCode);
    const contentType = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]!
      .trim();
    const call = `${request.method} ${request.url} → ${status}`;
    const validate = validatorFor(path, request.method.toLowerCase(), status, contentType);
    if (validate === 'undeclared') {
      violations.push(`${call}: status ${status} is not declared for ${request.method} ${path}`);
      return payload;
    }
    if (status === '304' || payload === undefined || payload === '') return payload;
    if (validate === 'wrong type') {
      violations.push(`${call}: content type ${contentType} is not declared for status ${status}`);
      return payload;
    }
    if (!validate || contentType !== 'application/json') return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const text =
      reply.getHeader('content-encoding') === 'gzip' ? gunzipSync(payload as Buffer).toString() : payload.toString();
    if (!validate(JSON.parse(text)))
      violations.push(`${call}: body does not match the document: ${ajv.errorsText(validate.errors)}`);
    return payload;
  });
  return { violations };
}
