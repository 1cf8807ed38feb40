import { z as zod } from 'zod';

/**
 * zod for the contract's schemas, configured for where it runs. In a page (the site, an embed, a
 * widget in a host page) zod compiles no validator code: its probe of `new Function`, made when
 * the first object schema is built, is an 'unsafe-eval' violation under any strict
 * Content-Security-Policy (ours and a host's), and a client validates few, small answers. The
 * server keeps zod's compiled validators. A value (not a bare `z.config()` call), so that no
 * bundler drops the configuration of a package marked free of side effects; the contract imports
 * it before it builds a schema, and the types come from 'zod' itself.
 */
function configured(instance: typeof zod): typeof zod {
  if (typeof document !== 'undefined') instance.config({ jitless: true });
  return instance;
}

export const z = configured(zod);
