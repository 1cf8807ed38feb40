/**
 * zod configured for where it runs, imported by contract.ts before anything else. In a page
 * (the site, an embed, a widget in a host page) zod compiles no validator code: its probe of
 * `new Function`, made when the first object schema is built, is an 'unsafe-eval' violation
 * under any strict Content-Security-Policy (ours and a host's), and a client validates few,
 * small answers. The server keeps zod's compiled validators. This module's only effect is that
 * configuration: package.json lists it under `sideEffects` so that no bundler drops it.
 */
import { config } from 'zod';

if (typeof document !== 'undefined') config({ jitless: true });
