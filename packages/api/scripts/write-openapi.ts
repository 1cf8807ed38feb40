/**
 * Writes packages/api/openapi.json from the contract, formatted like the rest of the repo so
 * `prettier --check` stays green. A test fails when the committed file differs from what this
 * generates, so re-run it after changing a schema: `pnpm --filter @guessdle/api openapi`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildOpenApiDocument } from '../src/openapi';

const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
const config = await resolveConfig(target);
const text = await format(JSON.stringify(buildOpenApiDocument()), { ...config, filepath: target });
writeFileSync(target, text);
console.log(`wrote ${target}`);
