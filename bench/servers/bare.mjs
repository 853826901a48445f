// A bare node:http server returning the same bytes: the ceiling, for bench/server-throughput.mjs.
import http from 'node:http';

const body = Buffer.from(process.argv[2]);
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(JSON.stringify({ port: server.address().port, path: '/v1/people/~?format=json' }) + '\n'));
