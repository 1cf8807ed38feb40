export * from './contract';
export { endpoints, type EndpointDef } from './endpoints';
// The dataset's record types the widgets and hosts name, so that neither needs @guessdle/data
// (it is bundled into this package's build, its pictures are not).
export type {
  Channel,
  Ethnicity,
  Gender,
  HairColor,
  Performer,
  PerformerType,
} from '@guessdle/data';
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
export { SITE_BUILD_FILE, siteBuildSchema, type SiteBuild, type SiteBuildPart } from './siteBuild';
