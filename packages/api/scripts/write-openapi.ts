/**
 * Writes packages/api/openapi.json from the contract. A test fails when the committed file
 * differs from what this generates, so re-run it after changing a schema:
 * `pnpm --filter @guessdle/api openapi`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../src/openapi';

const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log(`wrote ${target}`);
