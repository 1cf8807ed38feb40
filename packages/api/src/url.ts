/** Removes trailing slashes so `base + '/api/...'` never doubles them. */
export function normalizeBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** True for `https://...`, `data:...`, `blob:...` and protocol-relative `//host/...`. */
export function isAbsoluteUrl(url: string): boolean {
  return ABSOLUTE.test(url);
}

/**
 * Prefixes a relative path with the base URL. An empty base URL means same origin, so the path
 * is returned unchanged; absolute URLs pass through.
 */
export function resolveUrl(baseUrl: string, path: string): string {
  if (isAbsoluteUrl(path)) return path;
  const base = normalizeBaseUrl(baseUrl);
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The `:name` parameters of an endpoint path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((match) => match[1] as string);
}

/** Fills `:name` parameters of an endpoint path, URL-encoding each value. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(PARAM, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
