/**
 * What the site calls the server with: the API client and the tracker. Loaded apart from the page
 * (deferredApi.ts): the home page's first screen needs neither, only a press does.
 */
export { createHttpApi } from '@guessdle/api';
export { createTracker } from '@guessdle/games';
