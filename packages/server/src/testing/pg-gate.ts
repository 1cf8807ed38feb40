import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP gate in front of the test PostgreSQL: the server under test connects through it, and the
 * test opens and shuts it. Shut, it refuses new connections and drops the open ones (what a
 * restart or a lost network does to a client: `Connection terminated unexpectedly`), without
 * touching the PostgreSQL that other test files share.
 */
export interface PostgresGate {
  /** `url` with the gate's port in place of PostgreSQL's. */
  url: string;
  open(): Promise<void>;
  /** Refuses new connections and drops the open ones. */
  shut(): Promise<void>;
  /** Connections passed through since the gate was made. */
  readonly connections: number;
  stop(): Promise<void>;
}

export async function postgresGate(url: string): Promise<PostgresGate> {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let connections = 0;

  const open = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const gate = createServer((client) => {
        connections += 1;
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const [a, b] of [
          [client, upstream],
          [upstream, client],
        ] as const) {
          sockets.add(a);
          a.pipe(b);
          a.on('error', () => b.destroy());
          a.on('close', () => {
            sockets.delete(a);
            b.destroy();
          });
        }
      });
      gate.once('error', reject);
      gate.listen(port, '127.0.0.1', () => {
        const address = gate.address();
        if (typeof address === 'object' && address) port = address.port;
        server = gate;
        resolve();
      });
    });

  const shut = () =>
    new Promise<void>((resolve) => {
      const gate = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      if (!gate) return resolve();
      gate.close(() => resolve());
    });

  await open();
  const gated = new URL(url);
  gated.port = String(port);
  return {
    url: gated.href,
    open,
    shut,
    get connections() {
      return connections;
    },
    stop: shut,
  };
}
