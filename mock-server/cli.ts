// `npx in-mock-server`: the standalone mock service.
import { parseArgs } from 'node:util';
import { startServer } from './index.js';
import { ACCESS_TOKEN_LENGTH, ACCESS_TOKEN_LENGTH_MAX, ACCESS_TOKEN_LENGTH_MIN, DEFAULT_HOST, DEFAULT_PORT } from './defaults.js';
import { loadFixtureFile } from './fixtures/loadFixtureFile.js';
import type { Fixtures } from './fixtures/types.js';

const USAGE = `Usage: in-mock-server [--port N] [--host HOST] [--demo] [--fixtures FILE] [--token-length N] [--strict-https]

  --port N          TCP port to listen on (default ${DEFAULT_PORT}; 0 picks a free port)
  --host HOST       interface to bind (default ${DEFAULT_HOST})
  --demo            also print the address of the demo page
  --fixtures FILE   apps, members and settings to start with (JSON; see mock-server/fixtures/fixtures.schema.json)
  --token-length N  access token length in characters (default ${ACCESS_TOKEN_LENGTH}, ${ACCESS_TOKEN_LENGTH_MIN} to ${ACCESS_TOKEN_LENGTH_MAX})
  --strict-https    refuse plain-http authorization and token requests even from loopback hosts
  --help            show this help`;

function fail(message: string, code = 1): never {
  console.error(`in-mock-server: ${message}`);
  process.exit(code);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', default: String(DEFAULT_PORT) },
        host: { type: 'string', default: DEFAULT_HOST },
        demo: { type: 'boolean', default: false },
        fixtures: { type: 'string' },
        'token-length': { type: 'string' },
        'strict-https': { type: 'boolean' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > 65535) fail(`--port must be a whole number from 0 to 65535, not '${values.port}'.`);

  let tokenLength: number | undefined;
  if (values['token-length'] !== undefined) {
    tokenLength = Number(values['token-length']);
    if (!/^\d+$/.test(values['token-length']) || tokenLength < ACCESS_TOKEN_LENGTH_MIN || tokenLength > ACCESS_TOKEN_LENGTH_MAX) {
      fail(`--token-length must be a whole number from ${ACCESS_TOKEN_LENGTH_MIN} to ${ACCESS_TOKEN_LENGTH_MAX}, not '${values['token-length']}'.`);
    }
  }
  let fixtures: Fixtures | undefined;
  if (values.fixtures !== undefined) {
    try {
      fixtures = await loadFixtureFile(values.fixtures);
    } catch (error) {
      fail((error as Error).message);
    }
  }

  let running;
  try {
    running = await startServer({ port, host: values.host, fixtures, tokenLength, strictHttps: values['strict-https'] });
  } catch (error) {
    const err = error as NodeJS.ErrnoException;
    if (err.code === 'EADDRINUSE') fail(`port ${port} on ${values.host} is already in use; stop what uses it or pass --port 0 for a free port.`);
    if (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND') fail(`cannot listen on host '${values.host}': no such interface here.`);
    fail(`could not start: ${err.message}`);
  }
  console.log(`in-mock-server listening on ${running.url}`);
  if (values.demo) console.log(`demo page: ${running.url}/demo/`);

  const stop = () => {
    running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main();
