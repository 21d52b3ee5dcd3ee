import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

// The ceiling: a bare node:http server answering the same bytes the shop answers, with no routing,
// no database and no framework. The shop's figures are read as a share of this one's.
const [bodiesFile, port] = process.argv.slice(2);
const bodies = new Map(
  Object.entries(JSON.parse(readFileSync(bodiesFile ?? '', 'utf8')) as Record<string, string>),
);
const buffers = new Map([...bodies].map(([url, body]) => [url, Buffer.from(body)]));

createServer((request, response) => {
  const body = buffers.get(request.url ?? '');
  if (!body) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
