import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { buildOpenApiDocument, endpoints, type EndpointDef } from './index';

const document = buildOpenApiDocument();
type Operation = {
  operationId: string;
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: unknown;
  responses: Record<string, { content?: { 'application/json': { schema: unknown } } }>;
};
const operation = (path: string, method: string) =>
  (document.paths[path] as Record<string, Operation> | undefined)?.[method];

describe('buildOpenApiDocument', () => {
  it('matches the committed openapi.json (run `pnpm --filter @guessdle/api openapi` after a schema change)', () => {
    const committed: unknown = JSON.parse(
      readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'),
    );
    expect(committed).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it.each(Object.entries(endpoints) as [string, EndpointDef][])(
    'documents %s with its method and path',
    (operationId, def) => {
      const path = def.path.replace(/:(\w+)/g, '{$1}');
      const op = operation(path, def.method.toLowerCase());
      expect(op?.operationId).toBe(operationId);
      expect(op?.responses[def.response ? '200' : '204']).toBeDefined();
      expect(Boolean(op?.requestBody)).toBe(Boolean(def.body));
    },
  );

  it('is OpenAPI 3.1 with the package version and the x-api-key scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe(packageJson.version);
    expect(document.components.securitySchemes.apiKey).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
    });
    expect(document.security).toEqual([{ apiKey: [] }]);
  });

  it("documents a performer's birthCountry as an optional two-capital code", () => {
    type ObjectSchema = { properties?: Record<string, unknown>; required?: string[] };
    const found: ObjectSchema[] = [];
    const visit = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      const schema = node as ObjectSchema;
      if (schema.properties && 'birthPlace' in schema.properties) found.push(schema);
      Object.values(node).forEach(visit);
    };
    visit(document);
    expect(found.length).toBeGreaterThan(0);
    for (const performer of found) {
      expect(performer.properties?.birthCountry).toEqual({ type: 'string', pattern: '^[A-Z]{2}$' });
      expect(performer.required).toContain('birthPlace');
      expect(performer.required).not.toContain('birthCountry');
    }
  });

  it('lists path and query parameters from the schemas', () => {
    expect(operation('/api/crono/{id}', 'get')?.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
      expect.objectContaining({ name: 'userId', in: 'query', required: true }),
    ]);
    expect(operation('/api/classic/daily-guess/', 'get')?.parameters).toEqual([
      expect.objectContaining({ name: 'mode', in: 'query', required: false }),
      expect.objectContaining({ name: 'date', in: 'query', required: false }),
    ]);
    expect(operation('/api/image-guess/daily-guess/', 'get')?.parameters).toEqual([
      expect.objectContaining({ name: 'date', in: 'query', required: false }),
    ]);
  });

  it('answers errors with the error schema, and the tracking call with 204', () => {
    const guess = operation('/api/crono/{id}/guess', 'post');
    for (const status of ['404', '409', '4XX', '5XX']) {
      expect(guess?.responses[status]?.content?.['application/json'].schema).toEqual({
        $ref: '#/components/schemas/ErrorResponse',
      });
    }
    expect(operation('/api/tracking', 'post')?.responses['204']).toEqual({
      description: 'No Content',
    });
  });

  it('leaves no reference that points outside the document components', () => {
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const name = ref.match(/#\/components\/schemas\/([^"]+)/)?.[1];
      expect(name && name in document.components.schemas, ref).toBe(true);
    }
  });
});
