// json-server 0.17 (the REST mock people reach for first) serving one record of the same JSON, for
// bench/server-throughput.mjs. Reads the record from argv[2]; prints {"port"} when listening.
import { createRequire } from 'node:module';

const jsonServer = createRequire(import.meta.url)('json-server');
const record = JSON.parse(process.argv[2]);
const app = jsonServer.create();
app.use(jsonServer.defaults({ logger: false }));
app.use(jsonServer.router({ me: record }));
const server = app.listen(0, '127.0.0.1', () => process.stdout.write(JSON.stringify({ port: server.address().port, path: '/me' }) + '\n'));
