import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  API_VERSION,
  type CallInput,
  type EndpointSpec,
  type ResponseOf,
  apiErrorBodySchema,
  operationIdOf,
} from '@meslektas/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  preValidationAsyncHookHandler,
} from 'fastify';
import {
  createSerializerCompiler,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WriterMismatch, compileJsonWriter } from './json-writer.ts';

/**
 * Request parts are parsed with the endpoint's zod schema before the handler runs. A failure is
 * the ZodError itself, which the error handler turns into the one 422 shape with Turkish field
 * messages. A missing body or query counts as an empty object, so each missing field is named.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const input = httpPart === 'body' || httpPart === 'querystring' ? (data ?? {}) : data;
    const result = schema.safeParse(input);
    return result.success ? { value: result.data } : { error: result.error };
  };

const zodSerializerCompiler = createSerializerCompiler();

/**
 * Answers are written as `JSON.stringify(response.encode(answer))`, so undeclared fields never
 * leave. Where the response schema allows it, a writer compiled once from the schema writes the
 * same bytes without the encoded copy (the pending list spent more time in zod than in its JSON);
 * a value the writer does not recognise, and every other schema, goes through zod as before.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const throughZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  const writer = route.schema instanceof z.ZodType ? compileJsonWriter(route.schema) : null;
  if (!writer) return throughZod;
  return (data) => {
    try {
      // A large answer comes as its UTF-8 bytes, which Fastify sends as they are (typed as a string
      // only because a serialiser usually returns one).
      return writer(data) as string;
    } catch (error) {
      if (error instanceof WriterMismatch) return throughZod(data);
      throw error;
    }
  };
};

/** Validation and serialisation through zod, and the OpenAPI document with its reference page. */
export async function registerContract(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Meslektaş API',
        description:
          'Avukatlar arası görev (tevkil) pazaryerinin API’si. Every call is declared once in ' +
          '`packages/domain/src/contract/calls`; this document is generated from those schemas.',
        version: API_VERSION,
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'auth/login token' } },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas with a `.meta({ id })` (the recursive ones) become components the operations refer to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { deepLinking: true, validatorUrl: null },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

/** What a handler gives back: the JSON answer, or the bytes of a call that `produces` a file. */
export type Answer<E extends EndpointSpec> = E extends { produces: string } ? Buffer : ResponseOf<E>;

export type RouteHandler<E extends EndpointSpec> = (
  input: CallInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Answer<E>> | Answer<E>;

/** The console's calls; each must be declared `operator`, so none is ever open to a lawyer. */
const ADMIN_PREFIX = '/admin/';

function accessHook(app: FastifyInstance, access: EndpointSpec['access']) {
  if (access === 'public') return undefined;
  // Before validation: a stranger learns nothing about a call's payload, only that he must sign in.
  const hooks = {
    session: app.authenticateAnyState,
    lawyer: app.authenticate,
    operator: app.authenticateOperator,
  };
  return hooks[access] as preValidationAsyncHookHandler;
}

/**
 * Registers the route of one endpoint: its access rule, its schemas (validated before the handler,
 * the answer encoded through `response` so undeclared fields never leave) and its handler, which
 * receives the parsed input instead of reading `request.body`.
 */
export function route<E extends EndpointSpec>(app: FastifyInstance, spec: E, handler: RouteHandler<E>): void {
  if (spec.path.startsWith(ADMIN_PREFIX) !== (spec.access === 'operator')) {
    throw new Error(`${spec.method} ${spec.path}: console calls, and only they, are declared 'operator'`);
  }
  const preValidation = accessHook(app, spec.access);
  app.route({
    method: spec.method,
    url: spec.path,
    schema: {
      summary: spec.summary,
      operationId: operationIdOf(spec),
      tags: [spec.tag],
      // A public call says so (no requirement) rather than leaving its security unstated.
      security: spec.access === 'public' ? [] : [{ bearer: [] }],
      ...(spec.body ? { body: spec.body } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.headers ? { headers: spec.headers } : {}),
      ...(spec.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: {
        // A file is sent as bytes (Fastify never serialises a Buffer); the schema only documents it.
        200: spec.produces
          ? { description: spec.summary, content: { [spec.produces]: { schema: spec.response } } }
          : spec.response,
        '4xx': apiErrorBodySchema,
      },
    },
    ...(preValidation ? { preValidation } : {}),
    handler: async (request, reply) => {
      const answer = await handler(
        {
          body: request.body,
          query: request.query,
          params: request.params,
          headers: request.headers as unknown,
        } as CallInput<E>,
        request,
        reply,
      );
      // Typed only once it succeeded, so a refusal still leaves as the JSON error body. A file
      // about one lawyer is never kept by a shared cache (a handler may allow its own private
      // revalidation, as the calendar feed does).
      if (spec.produces) {
        reply
          .type(spec.produces)
          .header('Cache-Control', reply.getHeader('Cache-Control') ?? 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff');
      }
      return answer;
    },
  });
}

/**
 * The API reference's entry for a route that answers a file outside the contract (the files route,
 * a task's authority PDF): who may call it (a bearer token, or nobody signed in when the address
 * is signed or the file public), the bytes it answers and the one error body.
 */
export function fileRouteSchema(options: {
  operationId: string;
  summary: string;
  tag: string;
  produces: string;
}) {
  return {
    summary: options.summary,
    operationId: options.operationId,
    tags: [options.tag],
    security: [{ bearer: [] }, {} as Record<string, string[]>],
    response: {
      200: {
        description: options.summary,
        content: { [options.produces]: { schema: z.string().meta({ format: 'binary' }) } },
      },
      '4xx': apiErrorBodySchema,
    },
  };
}
