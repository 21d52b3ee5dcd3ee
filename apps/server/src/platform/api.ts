import { envelopeOf, fieldErrorsFromIssues, type Message } from '@cardshop/shared/contracts/envelope';
import { isStorableText } from '@cardshop/shared/contracts/zod';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
} from 'fastify';
import { z } from 'zod';
import type { ResponseCache } from './cache.ts';
import { HttpError, ValidationError } from './errors.ts';
import { toJson } from './json-once.ts';
import { CSRF_HEADER } from './security.ts';
import { cookieNames } from './sessions.ts';

export const BUILD_VERSION = process.env.BUILD_VERSION ?? '3.0.0+2039';

/** The JSON text of an envelope around `data`. */
export function envelopeJson(
  data: unknown,
  messages: Message[] = [],
  extraState: Record<string, unknown> = {},
) {
  const state = JSON.stringify({ version: BUILD_VERSION, messages, ...extraState });
  const dataJson = toJson(data);
  // As JSON.stringify leaves out a property with no JSON form: no data, no `data` key.
  return dataJson === undefined ? `{"state":${state}}` : `{"data":${dataJson},"state":${state}}`;
}

interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface ApiRouteSpec<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
> {
  method: HTTPMethods;
  /** Fastify path syntax; a trailing `*` is documented as `{slug}`. */
  url: string;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** When the route can refuse with a 429 (rate limits, sign-in delays): what is limited, for the document. */
  limited?: string;
  /**
   * Catalogue and content reads: the serialised answer is kept in the response cache under the URL plus
   * `varyBy(request)`, and sent with an ETag and Cache-Control so browsers revalidate cheaply.
   */
  cache?: { store: ResponseCache; varyBy?: (request: FastifyRequest) => string; maxAge?: number };
  /** Fastify route config, e.g. `{ csrf: false }` for a webhook that other servers sign instead. */
  config?: FastifyContextConfig;
  /** The largest body the route accepts, in bytes (Fastify's default is 1 MiB); larger is a 413. */
  bodyLimit?: number;
  handler: (input: RouteInput<z.infer<P>, z.infer<Q>, z.infer<B>>) => Promise<z.infer<R>>;
}

interface DocumentedRoute {
  method: string;
  url: string;
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  limited?: string;
  config?: FastifyContextConfig;
}

const documented = new WeakMap<FastifyInstance, DocumentedRoute[]>();

function parseOrThrow<T extends z.ZodType>(
  schema: T | undefined,
  value: unknown,
  prefix?: string,
): z.infer<T> {
  if (!schema) return undefined as z.infer<T>;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors = fieldErrorsFromIssues(result.error.issues);
  if (prefix === 'params') throw new HttpError(404, 'global.errors.not-found');
  throw new ValidationError(errors);
}

/** Registers one JSON API route: parse with the contract, call the handler, answer in the envelope. */
export function defineRoute<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(app: FastifyInstance, spec: ApiRouteSpec<P, Q, B, R>): void {
  const list = documented.get(app) ?? [];
  list.push(spec);
  documented.set(app, list);

  app.route({
    method: spec.method,
    url: spec.url,
    ...(spec.config ? { config: spec.config } : {}),
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    handler: async (request, reply) => {
      const cache = spec.cache;
      const cacheKey = cache ? `${request.url}|${cache.varyBy?.(request) ?? ''}` : '';
      let entry = cache?.store.get(cacheKey);
      if (!entry) {
        // Malformed path parameters name nothing that exists: a 404, like any unknown id.
        const params = parseOrThrow(spec.params, request.params, 'params');
        // A trailing `*` (a slug path the handler reads itself) keeps to the contracts' text rule too.
        const rest = (request.params as { '*'?: string })['*'];
        if (rest !== undefined && !isStorableText(rest)) throw new HttpError(404, 'global.errors.not-found');
        const query = parseOrThrow(spec.query, request.query);
        const body = parseOrThrow(spec.body, request.body);
        const data = await spec.handler({ params, query, body, request, reply });
        const json = envelopeJson(data);
        if (!cache) {
          reply.type('application/json; charset=utf-8');
          return reply.send(json);
        }
        entry = cache.store.offer(cacheKey, Buffer.from(json));
      }
      reply.header('etag', entry.etag);
      reply.header('cache-control', `public, max-age=${cache?.maxAge ?? 60}, stale-while-revalidate=600`);
      if (cache?.varyBy) reply.header('vary', 'Cookie');
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      return reply.send(entry.body);
    },
  });
}

/** The OpenAPI 3.1 document of every route registered with `defineRoute` on `app`. */
export function openApiDocument(app: FastifyInstance): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, unknown> = {};
  const toSchema = (schema: z.ZodType, io: 'input' | 'output') => componentSchema(schema, io, schemas);
  for (const route of documented.get(app) ?? []) {
    const names = [...route.url.matchAll(PATH_PARAMETER)].map((match) => match[1] as string);
    const path = route.url.replace(PATH_PARAMETER, '{$1}').replace(/\*$/, '{slug}');
    const parameters = [
      // Only the parameters this path has: routes sharing one schema (optional trailing segments) leave
      // the others out.
      ...parametersOf(route.params, 'path', toSchema).filter((parameter) => names.includes(parameter.name)),
      ...parametersOf(route.query, 'query', toSchema),
      ...(route.url.endsWith('*')
        ? [{ name: 'slug', in: 'path', required: true, schema: { type: 'string' } }]
        : []),
    ];
    const method = route.method.toLowerCase();
    const operation: Record<string, unknown> = {
      operationId: operationIdOf(method, path),
      summary: route.summary,
      tags: [route.tag],
      security: securityOf(route),
      parameters,
      responses: {
        '200': {
          description: 'OK',
          content: { 'application/json': { schema: toSchema(envelopeOf(route.response), 'output') } },
        },
        '404': { description: 'Nothing at that path or id' },
        '422': { description: 'Field errors: data.errors maps each field to validation.<rule> keys' },
        ...(route.limited ? { '429': tooManyRequests(route.limited) } : {}),
      },
    };
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(route.body, 'input') } },
      };
    }
    paths[path] = { ...paths[path], [method]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Cardshop API', version: BUILD_VERSION },
    // Relative: the API is served from the shop's own origin (PUBLIC_URL).
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: cookieNames(true).session,
          description: `The signed-in session's cookie (\`${cookieNames(false).session}\` when PUBLIC_URL is plain http)`,
        },
        visitor: {
          type: 'apiKey',
          in: 'cookie',
          name: cookieNames(true).visitor,
          description: `A signed-out visitor's cookie, which their CSRF token is signed from (\`${cookieNames(false).visitor}\` over plain http)`,
        },
        csrf: {
          type: 'apiKey',
          in: 'header',
          name: CSRF_HEADER,
          description:
            "The CSRF token from GET /api/auth/check (the session's, or the visitor's), required on every state-changing call",
        },
      },
    },
  };
}

/** The 429 of a limited route: global.errors.too-many-requests, with the wait in Retry-After and data. */
const tooManyRequests = (limited: string) => ({
  description: `Too many attempts (${limited}): state.messages holds global.errors.too-many-requests and data.retryAfter the seconds to wait`,
  headers: {
    'Retry-After': {
      description: 'Seconds until the next attempt may be made',
      schema: { type: 'integer', minimum: 1 },
    },
  },
});

const PATH_PARAMETER = /:([A-Za-z_][A-Za-z0-9_]*)\??/g;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads may send the session cookie; changes need the CSRF header with the cookie it belongs to (the
 * session's or the visitor's); webhooks carry their own signature.
 */
function securityOf(route: DocumentedRoute) {
  if (route.config?.csrf === false) return [{}];
  if (SAFE_METHODS.has(route.method.toUpperCase())) return [{}, { session: [] }];
  return [
    { session: [], csrf: [] },
    { visitor: [], csrf: [] },
  ];
}

/** `get /api/cards/{slug}` → `getApiCardsBySlug`: unique per path and method. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const parameter = /^\{(\w+)\}(.*)$/.exec(segment);
      return parameter ? `by-${parameter[1]}${parameter[2]}` : segment;
    })
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method, ...words.map((word) => word[0]?.toUpperCase() + word.slice(1))].join('');
}

/**
 * A zod schema as JSON Schema, its shared or recursive parts (zod's `$defs`) moved to
 * `components.schemas` under unique names, so every `$ref` resolves in the document.
 */
function componentSchema(schema: z.ZodType, io: 'input' | 'output', schemas: Record<string, unknown>) {
  const {
    $defs,
    $schema: _dialect,
    ...json
  } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown> & {
    $defs?: Record<string, unknown>;
  };
  if (!$defs) return json;
  const renamed = new Map<string, string>();
  for (const name of Object.keys($defs)) {
    renamed.set(
      `#/$defs/${name}`,
      `#/components/schemas/${name.replace(/^_+/, '')}_${Object.keys(schemas).length + renamed.size}`,
    );
  }
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === '$ref' && typeof item === 'string' ? (renamed.get(item) ?? item) : rewrite(item),
      ]),
    );
  };
  for (const [name, definition] of Object.entries($defs)) {
    schemas[(renamed.get(`#/$defs/${name}`) as string).slice('#/components/schemas/'.length)] =
      rewrite(definition);
  }
  return rewrite(json);
}

function parametersOf(
  schema: z.ZodType | undefined,
  where: 'path' | 'query',
  toSchema: (schema: z.ZodType, io: 'input') => unknown,
) {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}
