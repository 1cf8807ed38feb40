import type { FastifyInstance } from 'fastify';
import type { EndpointName } from '@guessdle/api';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { defineRoute } from '../routing';

const CRONO_CALLS = [
  'cronoNew',
  'cronoGet',
  'cronoCreateId',
  'cronoStart',
  'cronoGuess',
  'cronoSubmitScore',
] as const satisfies readonly EndpointName[];

/**
 * Crono: the server-authoritative engine is not built yet. Every call is routed and validated
 * by its contract schema, then answers 501 JSON, so clients see a stable error meanwhile.
 */
export function registerCronoRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const name of CRONO_CALLS) {
    defineRoute(app, ctx, name, async () => {
      throw new ApiError(501, 'not-implemented', 'Crono is not available on this server yet');
    });
  }
}
