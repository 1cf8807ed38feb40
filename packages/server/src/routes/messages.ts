import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { messagesResponseSchema, type Messages } from '@guessdle/api';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { defineRoute } from '../routing';

/** Translation files, `{messagesDir}/{language}.json`, read on each call so edits show at once. */
export function registerMessagesRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, 'messages', async ({ params, reply }) => {
    // The language is one of six fixed codes (validated), so the path cannot escape the dir.
    const file = path.join(ctx.config.messagesDir, `${params.language}.json`);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      throw new ApiError(404, 'not-found', `No messages for language ${params.language}`);
    }
    let messages: Messages;
    try {
      messages = messagesResponseSchema.parse(JSON.parse(text));
    } catch (err) {
      app.log.error({ err, file }, 'translation file is not valid messages JSON');
      throw new ApiError(500, 'messages-invalid', 'The translation file is broken');
    }
    // Public and cacheable for a short while; any site may load them.
    reply.header('cache-control', 'public, max-age=300');
    reply.header('access-control-allow-origin', '*');
    return messages;
  });
}
