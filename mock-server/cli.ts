// `npx in-mock-server`: the standalone mock service.
import { parseArgs } from 'node:util';
import { startServer } from './index.js';
import { DEFAULT_HOST, DEFAULT_PORT } from './defaults.js';

const USAGE = `Usage: in-mock-server [--port N] [--host HOST] [--demo]

  --port N     TCP port to listen on (default ${DEFAULT_PORT}; 0 picks a free port)
  --host HOST  interface to bind (default ${DEFAULT_HOST})
  --demo       also print the address of the demo page
  --help       show this help`;

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

  let running;
  try {
    running = await startServer({ port, host: values.host });
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
