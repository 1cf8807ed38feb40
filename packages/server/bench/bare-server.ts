import { createServer } from 'node:http';

/**
 * The baseline: a bare node:http server answering what ours answers, with no framework, no
 * validation, no database. GET daily-guess answers the JSON it was given; POST stats success
 * reads and parses the body and answers a counter. Prints its URL like the real server.
 */
const dailyBody =
  process.env.BARE_DAILY_BODY ?? '{"today":"/model/x","yesterday":null,"date":"2025-01-01"}';
const date = (JSON.parse(dailyBody) as { date: string }).date;
let count = 0;

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url?.startsWith('/api/classic/daily-guess/')) {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(dailyBody);
    return;
  }
  if (req.method === 'POST' && req.url?.startsWith('/api/stats/')) {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      const body = JSON.parse(text) as { clientId?: string };
      if (typeof body.clientId === 'string') count += 1;
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ date, numberOfSuccesses: count }));
    });
    return;
  }
  res.writeHead(404).end();
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`Bare node:http is running at http://127.0.0.1:${port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
