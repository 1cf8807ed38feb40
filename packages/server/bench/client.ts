/** A keep-alive JSON client for the player loops and the setup calls. */
import { Agent, request } from 'node:http';
import { KEY } from './settings';

export interface Reply {
  status: number;
  json: Record<string, unknown>;
  /** Request sent → response read, ms. */
  ms: number;
}

export type Call = (
  base: string,
  method: 'GET' | 'POST',
  urlPath: string,
  body?: unknown,
) => Promise<Reply>;

export function createClient(maxSockets: number): { call: Call; close(): void } {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const call: Call = (base, method, urlPath, body) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = request(
        `${base}${urlPath}`,
        {
          method,
          agent,
          headers: {
            'x-api-key': KEY,
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => {
            const ms = performance.now() - started;
            try {
              resolve({ status: res.statusCode ?? 0, json: JSON.parse(text), ms });
            } catch (err) {
              reject(err as Error);
            }
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  };
  return { call, close: () => agent.destroy() };
}
