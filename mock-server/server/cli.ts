// `npx in-mock-server`: the standalone mock service. The flags and their environment variables
// are in cliOptions.ts.
import { readFile, writeFile } from 'node:fs/promises';
import { startServer, type RunningServer, type StartOptions } from './startServer.js';
import { ACCESS_TOKEN_LENGTH_MAX, ACCESS_TOKEN_LENGTH_MIN, DEFAULT_HOST, DEFAULT_PORT } from '../defaults.js';
import { loadFixtureFile } from '../fixtureSets/loadFixtureFile.js';
import { isLoopbackHost } from '../http/serviceHosts.js';
import { readFlags, usage, type CliValues } from './cliOptions.js';
import { packageVersion } from './packageRoot.js';
import { whenParentGone } from './whenParentGone.js';
import { mediaProcessingSpec } from './mediaProcessingSpec.js';
import { LOG_FORMATS, logLine, type LogFormat } from './requestLog.js';

function fail(message: string, code = 1): never {
  console.error(`in-mock-server: ${message}`);
  process.exit(code);
}

const text = (values: CliValues, name: string) => values[name] as string | undefined;

/** The warning printed when the service listens beyond this machine. */
function exposureWarning(host: string, options: StartOptions): string {
  const admin =
    options.adminApi === false
      ? 'The admin API is off (--no-admin).'
      : options.adminToken
        ? 'The admin API requires the admin token (--admin-token).'
        : 'ANYONE WHO CAN REACH IT CAN USE THE ADMIN API (reset, set the clock, add apps, mint tokens): pass --admin-token TOKEN (IN_MOCK_ADMIN_TOKEN) or --no-admin.';
  return [
    `in-mock-server: WARNING: listening on ${host}, which other machines can reach (not only this one).`,
    `  ${admin}`,
    options.publicUrl ? `  Clients are expected at ${options.publicUrl}.` : '  Set --public-url to the address clients use (e.g. http://in-mock:8789), or the service refuses their Host (421; its own www/api/platform.linkedin.com names and loopback names always pass).',
    '  See docs/security.md.',
  ].join('\n');
}

async function main(): Promise<void> {
  let values: CliValues;
  try {
    values = readFlags(process.argv.slice(2), process.env);
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help || values.version) {
    console.log(values.help ? usage(packageVersion()) : packageVersion());
    return;
  }
  const portText = text(values, 'port') ?? String(DEFAULT_PORT);
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) fail(`--port must be a whole number from 0 to 65535, not '${portText}'.`);
  const host = text(values, 'host') ?? DEFAULT_HOST;

  const options: StartOptions = { port, host, strictHttps: values['strict-https'] === true ? true : undefined, trustProxy: values['trust-proxy'] === true };
  const tokenLength = text(values, 'token-length');
  if (tokenLength !== undefined) {
    options.tokenLength = Number(tokenLength);
    // The range is the tokenLength setting's, checked with the other start-up settings.
    if (!/^\d+$/.test(tokenLength)) fail(`--token-length must be a whole number from ${ACCESS_TOKEN_LENGTH_MIN} to ${ACCESS_TOKEN_LENGTH_MAX}, not '${tokenLength}'.`);
  }
  if (text(values, 'public-url') !== undefined) options.publicUrl = text(values, 'public-url');
  if (text(values, 'admin-token') !== undefined) options.adminToken = text(values, 'admin-token');
  if (values['no-admin'] === true) options.adminApi = false;
  if (text(values, 'state') !== undefined) options.stateFile = text(values, 'state');
  if (text(values, 'auto-approve') !== undefined) options.autoApprove = text(values, 'auto-approve');
  const mediaProcessing = text(values, 'media-processing');
  if (mediaProcessing !== undefined) {
    // The form here; the types and the range are checked with the other start-up options.
    const seconds = mediaProcessingSpec(mediaProcessing);
    if (typeof seconds === 'string') fail(seconds);
    options.mediaProcessingSeconds = seconds;
  }
  if (values['hold-media'] === true) options.holdMedia = true;
  // The day's form and range are checked with the other start-up options.
  if (text(values, 'as-of') !== undefined) options.asOf = text(values, 'as-of');
  const warningDays = text(values, 'sunset-warning-days');
  if (warningDays !== undefined) {
    // The form here; the range is checked with the other start-up options.
    if (!/^\d+$/.test(warningDays)) fail(`--sunset-warning-days must be a whole number of days, not '${warningDays}'.`);
    options.sunsetWarningDays = Number(warningDays);
  }
  const previewHosts = text(values, 'preview-hosts');
  if (previewHosts !== undefined) options.previewHosts = previewHosts.split(',').map((host) => host.trim()).filter(Boolean);
  const cert = text(values, 'cert');
  const key = text(values, 'key');
  if ((cert === undefined) !== (key === undefined)) fail('--cert and --key go together: give both files, or neither (then --https makes a self-signed certificate).');
  if (cert !== undefined && key !== undefined) {
    try {
      options.https = { cert: await readFile(cert, 'utf8'), key: await readFile(key, 'utf8') };
    } catch (error) {
      fail(`cannot read the certificate or key: ${(error as Error).message}.`);
    }
  } else if (values.https === true) options.https = true;
  if (text(values, 'fixtures') !== undefined) {
    try {
      options.fixtures = await loadFixtureFile(text(values, 'fixtures')!);
    } catch (error) {
      fail((error as Error).message);
    }
  }
  const logFormat = text(values, 'log-format');
  if (logFormat !== undefined && !(LOG_FORMATS as readonly string[]).includes(logFormat)) fail(`--log-format must be ${LOG_FORMATS.join(' or ')}, not '${logFormat}'.`);
  if (values.log === true || logFormat !== undefined) {
    const format = (logFormat ?? 'text') as LogFormat;
    options.onRequest = (entry) => {
      const line = logLine(entry, format);
      if (line !== null) console.log(line);
    };
  }

  let running: RunningServer;
  try {
    running = await startServer(options);
  } catch (error) {
    const err = error as NodeJS.ErrnoException;
    if (err.code === 'EADDRINUSE') fail(`port ${port} on ${host} is already in use; stop what uses it or pass --port 0 for a free port.`);
    if (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND') fail(`cannot listen on host '${host}': no such interface here.`);
    if (err.name === 'StateFileError' || err.name === 'FixtureError') fail(err.message);
    if (err.code === undefined) fail(err.message);
    fail(`could not start: ${err.message}`);
  }
  const certOut = text(values, 'cert-out');
  if (certOut !== undefined) {
    if (!running.certificate) fail('--cert-out needs --https (or --cert and --key).');
    await writeFile(certOut, running.certificate);
  }
  if (!isLoopbackHost(host.replace(/^\[|\]$/g, '').replace(/^::1$/, '[::1]'))) console.error(exposureWarning(host, options));
  if (options.publicUrl) console.log(`public address: ${options.publicUrl}`);
  if (running.stateLoaded) console.log(`state loaded from ${options.stateFile}`);
  if (values.demo) console.log(`demo page: ${options.publicUrl ?? running.url}/demo/`);
  // The readiness line, always the last start-up line (README, docs/node-api.md): scripts wait for it.
  console.log(`in-mock-server listening on ${running.url}`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    running.close().then(
      () => process.exit(0),
      (error: Error) => fail(`could not save the state on exit: ${error.message}`),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.once('SIGHUP', stop);
  // Under npx or npm run (npm sets npm_command), a SIGTERM ends npm and its shell but does not reach
  // this process. Started otherwise (node directly, a service manager, nohup … &), it outlives its parent as before.
  if (process.env.npm_command) whenParentGone(stop);
}

void main();
