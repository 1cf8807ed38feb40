export * from './contract';
export type { ApiAtHand, CompleteGuessdleApi, GuessdleApi } from './client-types';
export {
  ApiError,
  isApiError,
  type ApiErrorCode,
  type ApiErrorInit,
  type ApiIssue,
  type ClientErrorCode,
} from './errors';
export { toChannelItem, toPerformerItem } from './datasets';
export { createHttpApi, type HttpApiOptions } from './http-client';
export type { ApiValidator, EndpointRequest, TransportAnswer } from './api-core';
export { contractValidator } from './validate';
export { buildOpenApiDocument, type OpenApiDocument, type OpenApiOptions } from './openapi';
export { resolveUrl } from './url';
