// The command line of `in-mock-server`: every flag, its environment variable (for containers and
// CI, where a command line is harder to change than an environment) and its help line, in one
// table, so `--help` lists every flag with its variable by construction.
import { parseArgs } from 'node:util';
import { ACCESS_TOKEN_LENGTH, ACCESS_TOKEN_LENGTH_MAX, ACCESS_TOKEN_LENGTH_MIN, DEFAULT_HOST, DEFAULT_PORT, MEDIA_PROCESSING_SECONDS, STATE_SAVE_INTERVAL_SECONDS, SUNSET_WARNING_DAYS } from '../defaults.js';

const processingDefaults = Object.entries(MEDIA_PROCESSING_SECONDS).map(([type, seconds]) => `${type}=${seconds}`).join(',');

interface Flag {
  name: string;
  type: 'string' | 'boolean';
  /** Placeholder shown in the help, for string flags. */
  value?: string;
  help: string;
}

export const FLAGS: Flag[] = [
  { name: 'port', type: 'string', value: 'N', help: `TCP port to listen on (default ${DEFAULT_PORT}; 0 picks a free port)` },
  { name: 'host', type: 'string', value: 'HOST', help: `interface to bind (default ${DEFAULT_HOST}, this machine only; 0.0.0.0 in a container: see docs/security.md)` },
  { name: 'public-url', type: 'string', value: 'URL', help: 'the address clients use, e.g. http://in-mock:8789: redirects, dialog links and the https rule use it' },
  { name: 'https', type: 'boolean', help: 'serve https with a self-signed certificate made at start (or the one of --cert and --key)' },
  { name: 'cert', type: 'string', value: 'FILE', help: 'PEM certificate to serve https with (needs --key)' },
  { name: 'key', type: 'string', value: 'FILE', help: 'PEM private key of --cert' },
  { name: 'cert-out', type: 'string', value: 'FILE', help: 'write the certificate in use (PEM) to FILE, for clients to trust (curl --cacert, NODE_EXTRA_CA_CERTS)' },
  { name: 'trust-proxy', type: 'boolean', help: 'believe X-Forwarded-Proto from a TLS-terminating proxy in front' },
  { name: 'strict-https', type: 'boolean', help: 'refuse plain-http authorization and token requests even from this machine' },
  { name: 'admin-token', type: 'string', value: 'TOKEN', help: 'require Authorization: Bearer TOKEN on /__admin/ (at least 8 characters)' },
  { name: 'no-admin', type: 'boolean', help: 'turn the admin API off (only /__admin/health answers)' },
  { name: 'fixtures', type: 'string', value: 'FILE', help: 'apps, members and settings to start with (JSON; see mock-server/fixtureSets/fixtures.schema.json)' },
  { name: 'state', type: 'string', value: 'FILE', help: `keep the state (apps, members, grants, tokens, shares, clock) in FILE: loaded at start, saved every ${STATE_SAVE_INTERVAL_SECONDS} s and on exit` },
  { name: 'auto-approve', type: 'string', value: 'MEMBER', help: 'approve every sign-in at once for this member id, without the login and consent pages (tests; e.g. aZ3kq9XbW1)' },
  { name: 'token-length', type: 'string', value: 'N', help: `access token length in characters (default ${ACCESS_TOKEN_LENGTH}, ${ACCESS_TOKEN_LENGTH_MIN} to ${ACCESS_TOKEN_LENGTH_MAX})` },
  { name: 'media-processing', type: 'string', value: 'SPEC', help: `seconds on the mock clock an upload stays PROCESSING, per media type, e.g. video=120,document=10 (types not named keep the default ${processingDefaults})` },
  { name: 'preview-hosts', type: 'string', value: 'HOSTS', help: 'comma-separated host names share-offsite may read a shared page from for its preview, besides this machine (e.g. app,blog.test)' },
  { name: 'hold-media', type: 'boolean', help: 'every new image, video and document stays PROCESSING until released (admin page, POST /__admin/media)' },
  { name: 'as-of', type: 'string', value: 'DAY', help: "replay LinkedIn's platform as it was on DAY, e.g. 2019-06-01: v1's 410, the JavaScript SDK's end, the OpenID issuer, the version calendar of that day (docs/over-time.md)" },
  { name: 'sunset-warning-days', type: 'string', value: 'N', help: `note a /rest call whose LinkedIn-Version is sunset within N days of the mock clock (default ${SUNSET_WARNING_DAYS}): journal, admin page, GET /__admin/versions` },
  { name: 'log', type: 'boolean', help: 'print one line per request but health checks: time, method, path (secrets redacted), status, duration, and why for a 4xx' },
  { name: 'log-format', type: 'string', value: 'FORMAT', help: 'text (default) or json (one JSON object per line: time, method, path, status, durationMs, reason); implies --log' },
  { name: 'demo', type: 'boolean', help: 'also print the address of the demo page' },
  { name: 'version', type: 'boolean', help: 'print the version (of the in-js package) and exit' },
  { name: 'help', type: 'boolean', help: 'show this help' },
];

/** Flags that only ask something of the command and have no environment variable. */
const COMMAND_FLAGS = ['help', 'version'];

/** The environment variable of a flag: --public-url → IN_MOCK_PUBLIC_URL. */
export function envName(flag: string): string {
  return 'IN_MOCK_' + flag.toUpperCase().replace(/-/g, '_');
}

/** The help text; `version` is the package's, shown in its first line. */
export function usage(version = ''): string {
  const width = Math.max(...FLAGS.map((flag) => `--${flag.name}${flag.value ? ' ' + flag.value : ''}`.length));
  const lines = FLAGS.map((flag) => {
    const left = `--${flag.name}${flag.value ? ' ' + flag.value : ''}`.padEnd(width);
    return `  ${left}  ${flag.help}${COMMAND_FLAGS.includes(flag.name) ? '' : ` [${envName(flag.name)}]`}`;
  });
  return `in-mock-server${version ? ' ' + version : ''}: the mock member-data API (REST v1, OAuth 2.0 and 1.0a, the in.js
framework and its dialogs) for tests and local development, from the in-js package.

Usage: in-mock-server [options]

Every option can also be set by the environment variable in brackets (the option wins when both are given;
booleans take 1/true/yes or 0/false/no).

${lines.join('\n')}

Ready when it prints "in-mock-server listening on <url>" (GET /__admin/health answers 200 from then on).
Sign in as ada.lovelace@example.com / demo-password with the app demo-api-key / demo-secret-key.
Guides: README.md and docs/ in the package (docs/testing.md: tests and CI; docs/node-api.md: the admin API).`;
}

export type CliValues = Partial<Record<string, string | boolean>>;

/**
 * The flags given, from the arguments first and the environment second. Throws an Error with a
 * sentence (and the usage) for an unknown flag or a bad boolean variable.
 * @example readFlags(['--port', '0'], { IN_MOCK_LOG: '1' }) // { port: '0', log: true }
 */
export function readFlags(argv: string[], env: NodeJS.ProcessEnv): CliValues {
  let values: CliValues;
  try {
    ({ values } = parseArgs({ args: argv, options: Object.fromEntries(FLAGS.map((flag) => [flag.name, { type: flag.type }])), strict: true, allowPositionals: false }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${usage()}`);
  }
  for (const flag of FLAGS) {
    if (values[flag.name] !== undefined || COMMAND_FLAGS.includes(flag.name)) continue;
    const raw = env[envName(flag.name)];
    if (raw === undefined || raw === '') continue;
    if (flag.type === 'string') values[flag.name] = raw;
    else if (/^(1|true|yes)$/i.test(raw)) values[flag.name] = true;
    else if (/^(0|false|no)$/i.test(raw)) values[flag.name] = false;
    else throw new Error(`${envName(flag.name)} must be 1, true or yes (or 0, false, no), not '${raw}'.`);
  }
  return values;
}
