// MSW's own standalone server, @mswjs/http-middleware, with one handler answering the same JSON
// at the same path, for bench/server-throughput.mjs. Prints {"port"} when listening.
import { createServer } from '@mswjs/http-middleware';
import { http, HttpResponse } from 'msw';

const body = process.argv[2];
const server = createServer(http.get('/v1/people/~', () => new HttpResponse(body, { headers: { 'content-type': 'application/json;charset=UTF-8' } }))).listen(0, '127.0.0.1', () =>
  process.stdout.write(JSON.stringify({ port: server.address().port, path: '/v1/people/~?format=json' }) + '\n'),
);
