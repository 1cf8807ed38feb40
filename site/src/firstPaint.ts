/**
 * The early script of a page the server painted: an entry of the Vite build of its own, which the
 * server writes inline into the page (see firstPaint/loader.ts).
 */
import { readFirstPaintCode, startFirstPaint } from './firstPaint/loader';

const code = readFirstPaintCode(document);
if (code) startFirstPaint(window, code);
