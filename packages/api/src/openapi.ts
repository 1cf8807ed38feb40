import { z } from 'zod';
import packageJson from '../package.json' with { type: 'json' };
import {
  API_KEY_HEADER,
  cronoCreateIdResponseSchema,
  cronoCreateResponseSchema,
  cronoGameSchema,
  cronoGuessBodySchema,
  cronoGuessResponseSchema,
  cronoSubmitBodySchema,
  cronoUserBodySchema,
  DAILY_MODES,
  dailyGuessResponseSchema,
  dailyModeRoutes,
  errorResponseSchema,
  messagesResponseSchema,
  serverDateResponseSchema,
  statsResponseSchema,
  statsSuccessBodySchema,
  trackingBodySchema,
  archiveResponseSchema,
  transferCodeSchema,
  transferCreateBodySchema,
  transferRedeemBodySchema,
  transferRedeemResponseSchema,
} from './contract';
import { endpoints, type EndpointDef } from './endpoints';

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

export interface OpenApiOptions {
  /** `info.title`. @default 'Guessdle API' */
  title?: string;
  /** `info.version`. @default the version of @guessdle/api */
  version?: string;
  /** Entries of `servers`; none by default (same origin). */
  servers?: { url: string; description?: string }[];
}

/** Shared schemas that become `components.schemas` entries, referenced by every operation. */
const namedSchemas: [string, z.ZodType][] = [
  ['ErrorResponse', errorResponseSchema],
  ['ServerDate', serverDateResponseSchema],
  ['DailyGuess', dailyGuessResponseSchema],
  ['StatsCounter', statsResponseSchema],
  ['StatsSuccessBody', statsSuccessBodySchema],
  ['CronoCreated', cronoCreateResponseSchema],
  ['CronoUserId', cronoCreateIdResponseSchema],
  ['CronoUserBody', cronoUserBodySchema],
  ['CronoGame', cronoGameSchema],
  ['CronoGuessBody', cronoGuessBodySchema],
  ['CronoGuessResult', cronoGuessResponseSchema],
  ['CronoSubmitBody', cronoSubmitBodySchema],
  ['TrackingEvent', trackingBodySchema],
  ['Archive', archiveResponseSchema],
  ['TransferCreateBody', transferCreateBodySchema],
  ['TransferCode', transferCodeSchema],
  ['TransferRedeemBody', transferRedeemBodySchema],
  ['TransferRedeemed', transferRedeemResponseSchema],
  ['Messages', messagesResponseSchema],
];

/** Known error answers per operation, beyond the generic 4XX/5XX (see the package README). */
const knownErrors: Partial<Record<keyof typeof endpoints, Record<string, string>>> = {
  ...Object.fromEntries(
    DAILY_MODES.flatMap((mode) => [
      [
        dailyModeRoutes[mode].daily,
        {
          '404':
            'no-daily-answer: no answer scheduled for that day; date-not-in-archive: a `date` before the launch date or after today',
        },
      ],
      [
        dailyModeRoutes[mode].success,
        {
          '404': 'no-daily-answer: no puzzle on that date',
          '422': 'date-not-playable or wrong-answer',
        },
      ],
    ]),
  ),
  transferCreate: {
    '413': 'payload-too-large: the progress is over TRANSFER_PROGRESS_MAX_BYTES',
    '429': 'rate-limited: too many codes made from this address (Retry-After)',
  },
  transferRedeem: {
    '404': 'transfer-code-not-found: a wrong, used or expired code',
    '429': 'rate-limited: too many attempts from this address (Retry-After)',
  },
  cronoGet: { '403': 'unknown-user', '404': 'game-not-found' },
  cronoCreateId: { '404': 'game-not-found' },
  cronoStart: { '403': 'unknown-user', '404': 'game-not-found' },
  cronoGuess: {
    '403': 'unknown-user',
    '404': 'game-not-found',
    '409': 'game-already-finished, game-not-started or stale-round',
  },
  cronoSubmitScore: {
    '403': 'unknown-user',
    '404': 'game-not-found',
    '409': 'game-not-finished or score-already-submitted',
  },
};

/**
 * Converts a zod schema to a JSON Schema 2020-12 object that can sit inside an OpenAPI document:
 * `$defs` and self references (`#`, from recursive schemas) become `components.schemas` entries.
 */
function convert(
  schema: z.ZodType,
  io: Io,
  name: string,
  components: Record<string, JsonSchema>,
): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io }) as JsonSchema;
  delete json.$schema;
  const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
  delete json.$defs;
  let selfReferenced = false;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (typeof node !== 'object' || node === null) return node;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && value === '#') {
        selfReferenced = true;
        out[key] = `#/components/schemas/${name}`;
      } else if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')) {
        out[key] = `#/components/schemas/${name}_${value.slice('#/$defs/'.length)}`;
      } else {
        out[key] = rewrite(value);
      }
    }
    return out;
  };
  for (const [defName, def] of Object.entries(defs)) {
    components[`${name}_${defName}`] = rewrite(def) as JsonSchema;
  }
  const root = rewrite(json) as JsonSchema;
  if (!selfReferenced) return root;
  components[name] = root;
  return { $ref: `#/components/schemas/${name}` };
}

function ref(name: string) {
  return { $ref: `#/components/schemas/${name}` };
}

/** OpenAPI path template: `/api/crono/:id` → `/api/crono/{id}`. */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

function parameters(
  schema: z.ZodType | undefined,
  location: 'path' | 'query',
  name: string,
  components: Record<string, JsonSchema>,
) {
  if (!schema) return [];
  const json = convert(schema, 'input', name, components);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([param, paramSchema]) => {
    const { description, ...rest } = paramSchema;
    return {
      name: param,
      in: location,
      required: location === 'path' || required.has(param),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

/**
 * The OpenAPI 3.1 document of every call, generated from the contract's `endpoints` table and
 * zod schemas (requests as their input type, answers as their output type).
 */
export function buildOpenApiDocument(options: OpenApiOptions = {}) {
  const components: Record<string, JsonSchema> = {};
  const named = new Map<z.ZodType, string>();
  for (const [name, schema] of namedSchemas) {
    named.set(schema, name);
  }
  const schemaFor = (schema: z.ZodType, io: Io, fallbackName: string): JsonSchema => {
    const name = named.get(schema);
    if (!name) return convert(schema, io, fallbackName, components);
    if (!components[name]) {
      const converted = convert(schema, io, name, components);
      if (!('$ref' in converted)) components[name] = converted;
    }
    return ref(name);
  };
  const errorContent = {
    'application/json': { schema: schemaFor(errorResponseSchema, 'output', 'ErrorResponse') },
  };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const [operationId, def] of Object.entries(endpoints) as [string, EndpointDef][]) {
    const responses: Record<string, unknown> = {};
    if (def.response) {
      responses['200'] = {
        description: 'OK',
        content: {
          'application/json': {
            schema: schemaFor(def.response, 'output', `${capitalize(operationId)}Response`),
          },
        },
      };
    } else {
      responses['204'] = { description: 'No Content' };
    }
    if (def.cacheable) {
      responses['200'] = {
        ...(responses['200'] as object),
        headers: {
          ETag: {
            description: 'Strong ETag: the content hash of the items (`version` in quotes)',
            schema: { type: 'string' },
          },
          'Cache-Control': {
            description:
              '`public, max-age=31536000, immutable` when `v` is the current version, else `public, no-cache`',
            schema: { type: 'string' },
          },
        },
      };
      responses['304'] = { description: 'Not Modified: the If-None-Match ETag is current' };
    }
    if (def.params || def.query || def.body) {
      responses['400'] = {
        description: 'invalid-request: the request does not match the contract',
        content: errorContent,
      };
    }
    for (const [status, description] of Object.entries(
      knownErrors[operationId as keyof typeof endpoints] ?? {},
    )) {
      responses[status] = { description, content: errorContent };
    }
    responses['4XX'] = { description: 'Client error', content: errorContent };
    responses['5XX'] = { description: 'Server error', content: errorContent };

    const operation: Record<string, unknown> = {
      operationId,
      summary: def.summary,
      parameters: [
        ...parameters(def.params, 'path', `${capitalize(operationId)}Params`, components),
        ...parameters(def.query, 'query', `${capitalize(operationId)}Query`, components),
      ],
      ...(def.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: schemaFor(def.body, 'input', `${capitalize(operationId)}Body`),
                },
              },
            },
          }
        : {}),
      responses,
    };
    const path = openApiPath(def.path);
    paths[path] = { ...paths[path], [def.method.toLowerCase()]: operation };
  }

  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: options.title ?? 'Guessdle API',
      version: options.version ?? packageJson.version,
      description:
        'Generated from the zod schemas of @guessdle/api (packages/api/src/contract.ts). Do not edit by hand: run `pnpm --filter @guessdle/api openapi`.',
    },
    ...(options.servers ? { servers: options.servers } : {}),
    security: [{ apiKey: [] }],
    paths,
    components: {
      schemas: Object.fromEntries(
        Object.entries(components).sort(([a], [b]) => a.localeCompare(b)),
      ),
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
