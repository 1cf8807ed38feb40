/**
 * The early script of a page the server painted: an entry of the Vite build of its own, which the
 * server writes inline into the page (see firstPaint/loader.ts). It also registers the service
 * worker once the page has loaded (serviceWorker.ts); a page the server does not paint registers
 * it from the site's entry (main.tsx).
 */
import { readFirstPaintCode, startFirstPaint } from './firstPaint/loader';
import { registerServiceWorker } from './serviceWorker';

const code = readFirstPaintCode(document);
if (code) startFirstPaint(window, code);
registerServiceWorker(window);
