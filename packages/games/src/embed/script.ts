/**
 * The entry of the built `/embed.js` (site/vite.embed.config.ts): installs the loader and exports
 * nothing, so the script defines no global beyond `window.Guessdle`.
 */
import { install } from './loader';

install();
