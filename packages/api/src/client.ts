/**
 * The zod-free part of the main entry: the HTTP client and what the widgets read at run time
 * (routes, modes, transfer rules, `ApiError`). Not a subpath of its own: tsup builds it as an
 * entry (tsup.config.ts) only so that the bundle keeps these modules in chunks apart from the
 * contract's schemas. With `sideEffects: false` in the published package.json, a host's bundler
 * then drops the schemas, zod and the datasets' vocabularies when nothing it uses needs them
 * (`createHttpApi` does not; `contractValidator`, the mock and `buildOpenApiDocument` do).
 */
export { API_KEY_HEADER, CRONO_GUESS_ERRORS, dailyModeRoutes, ROUTES } from './routes';
export { TRANSFER_PROGRESS_MAX_BYTES } from './transfer';
export { DAILY_MODES, DAILY_MODE_DEFS, DIFFICULTIES, GAME_MODES, LANGUAGES } from './modes';
export { createHttpApi } from './http-client';
export { ApiError, isApiError } from './errors';
export { resolveUrl } from './url';
