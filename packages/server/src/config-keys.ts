import { z } from 'zod';

/** Browser origins allowed to use a key: '*' for any, else exact origins. */
export type AllowedOrigins = '*' | readonly string[];

const originSchema = z.string().refine((o) => {
  if (o === '*') return true;
  try {
    return new URL(o).origin === o;
  } catch {
    return false;
  }
}, 'must be * or an origin such as https://example.com (scheme, host, optional port; no path)');

const keySchema = z
  .string()
  .min(8, 'API keys are at least 8 characters')
  .max(200)
  .regex(/^[\x21-\x7e]+$/, 'API keys are printable ASCII without spaces');

const apiKeysJsonSchema = z.union([
  z.record(keySchema, z.union([z.literal('*'), z.array(originSchema).min(1)])),
  z.array(
    z
      .object({ key: keySchema, origins: z.union([z.literal('*'), z.array(originSchema).min(1)]) })
      .strict(),
  ),
]);

/**
 * API_KEYS accepts JSON (`{"key":["https://a.example"],"key2":"*"}` or
 * `[{"key":"…","origins":["…"]}]`) or the compact form `key1:https://a.example|https://b.example,key2:*`.
 */
export function parseApiKeys(raw: string): Map<string, AllowedOrigins> {
  const text = raw.trim();
  const entries: Array<[string, AllowedOrigins]> = [];
  if (text.startsWith('{') || text.startsWith('[')) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error('API_KEYS looks like JSON but does not parse');
    }
    const parsed = apiKeysJsonSchema.parse(json);
    if (Array.isArray(parsed)) for (const e of parsed) entries.push([e.key, normalise(e.origins)]);
    else for (const [k, v] of Object.entries(parsed)) entries.push([k, normalise(v)]);
  } else {
    for (const item of text.split(',')) {
      const part = item.trim();
      if (!part) continue;
      const colon = part.indexOf(':');
      if (colon <= 0) throw new Error(`API_KEYS entry "${part}" must be key:origins`);
      const key = keySchema.parse(part.slice(0, colon));
      const origins = part
        .slice(colon + 1)
        .split('|')
        .map((o) => originSchema.parse(o.trim()));
      if (origins.length === 0 || origins[0] === '') throw new Error(`API_KEYS key has no origins`);
      entries.push([key, normalise(origins)]);
    }
  }
  if (entries.length === 0) throw new Error('API_KEYS is set but defines no key');
  const map = new Map<string, AllowedOrigins>();
  for (const [k, v] of entries) {
    if (map.has(k)) throw new Error('API_KEYS defines the same key twice');
    map.set(k, v);
  }
  return map;
}

function normalise(origins: '*' | string[]): AllowedOrigins {
  return origins === '*' || origins.includes('*') ? '*' : Object.freeze([...origins]);
}
