// The standalone server as a function (what `npx in-mock-server` runs, through cli.ts): its options,
// their checks, and startServer. See docs/node-api.md.
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { assertKnownOptions, createMockServiceIn, type MockService } from '../createMockService.js';
import { createServerBudget, leaveBudget } from '../context/serverBudget.js';
import { assertCompatibleMsw } from '../msw/mswCopies.js';
import { createHttpServer, type RequestLogEntry } from './httpServer.js';
import { createTenants, noSuchTenant, type Tenants } from './tenants.js';
import { selfSignedCertificate, type TlsCredentials } from './selfSignedCertificate.js';
import { loadStateFile, saveStateFile } from '../state/stateFile.js';
import { DEFAULT_HOST, DEFAULT_PORT, SERVICE_HOST_NAMES, STATE_SAVE_INTERVAL_SECONDS } from '../defaults.js';
import { CONTEXT_OPTION_KEYS, type MockContextOptions } from '../context/context.js';
import { retiredFrameworkSuffix } from '../jsapi/retiredInJs.js';

export interface StartOptions extends MockContextOptions {
  /** TCP port; 0 picks a free one. Default 8787. */
  port?: number;
  /** Interface to bind. Default 127.0.0.1 (loopback only; see docs/security.md before binding others). */
  host?: string;
  /** Believe X-Forwarded-Proto from a TLS-terminating proxy in front (CLI --trust-proxy). Default false. */
  trustProxy?: boolean;
  /** Serve https: `true` with a self-signed certificate made at start, or a PEM key and certificate (CLI --https, --cert, --key). */
  https?: boolean | TlsCredentials;
  /** Keep the state in this JSON file: loaded at start, saved every STATE_SAVE_INTERVAL_SECONDS and on close (CLI --state). */
  stateFile?: string;
  /** Called for each request when its answer is sent (CLI --log). */
  onRequest?: (entry: RequestLogEntry) => void;
}

/** Every key of StartOptions, for refusing a misspelled one. */
export const START_OPTION_KEYS = [...CONTEXT_OPTION_KEYS, 'port', 'host', 'trustProxy', 'https', 'stateFile', 'onRequest'] as const;
const everyStartOptionListed: Exclude<keyof StartOptions, (typeof START_OPTION_KEYS)[number]> extends never ? true : false = true;
void everyStartOptionListed;

/** A running standalone server. */
export interface RunningServer extends MockService {
  server: http.Server;
  /** Where it listens, e.g. "http://127.0.0.1:8787" (https with the `https` option). */
  url: string;
  /** The certificate it serves (PEM) with the `https` option, for clients to trust. */
  certificate?: string;
  /** True when `stateFile` existed and was loaded. */
  stateLoaded: boolean;
  /** Saves the state now (with `stateFile`). */
  saveState(): Promise<void>;
  /**
   * The services of the tenants this server keeps (X-In-Mock-Tenant header or `<tenant>.localhost`),
   * each made by its first request with the header (or `tenants.get`) and dropped after
   * TENANT_IDLE_SECONDS idle: `tenants.get('w3').admin`.
   */
  tenants: Tenants;
  /** Stops listening (and saves the state, with `stateFile`). */
  close(): Promise<void>;
}

/**
 * Starts the standalone mock service (what `npx in-mock-server` runs): the handlers of
 * createMockService behind a node:http (or node:https) server, plus the SDK bundles and the demo
 * page. Rejects with an error whose `code` is EADDRINUSE when the port is taken, with a
 * FixtureError when the fixtures break a rule, with a StateFileError when the state file cannot
 * be used (it is left untouched), and with an Error saying which option is wrong.
 * @example
 * const running = await startServer({ port: 0 });
 * await fetch(`${running.url}/__admin/health`);
 * await running.close();
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  assertKnownOptions(options, START_OPTION_KEYS, { option: 'startServer' });
  assertCompatibleMsw('server');
  const { port: _port, host: _host, trustProxy: _trustProxy, https: _https, stateFile: _stateFile, onRequest: _onRequest, ...contextOptions } = options;
  // One budget for what anyone can store without signing in, over the server's own service and every tenant.
  const budget = createServerBudget();
  const service = createMockServiceIn(budget, contextOptions);
  const stateFile = options.stateFile;
  const stateLoaded = stateFile ? await loadStateFile(service.context, stateFile) : false;
  const host = options.host ?? DEFAULT_HOST;
  // The certificate made at start names the service's own host names too, so unchanged clients mapped to the mock can trust it (docs/config.md).
  const tls = options.https === true ? await selfSignedCertificate([host, ...(options.publicUrl ? [new URL(options.publicUrl).hostname] : []), ...SERVICE_HOST_NAMES]) : options.https || undefined;
  // Tenants start as the server's own service did, from the start-up options (not the state file).
  const tenants = createTenants(() => createMockServiceIn(budget, contextOptions), undefined, undefined, undefined, (dropped) => leaveBudget(dropped.context));
  const server = createHttpServer(service.handlers, {
    tenantHandlers: (name, create) => {
      const tenant = create ? tenants.get(name) : tenants.find(name);
      if (!tenant) return { missing: noSuchTenant(name) };
      return typeof tenant === 'string' ? tenant : tenant.handlers;
    },
    publicUrl: options.publicUrl,
    trustProxy: options.trustProxy,
    tls,
    now: () => service.context.clock.now(),
    onRequest: options.onRequest,
    frameworkScriptSuffix: (pathname, name) => {
      const served = name === null ? service : tenants.find(name);
      return served && typeof served !== 'string' ? retiredFrameworkSuffix(served.context, pathname) : null;
    },
  });
  const saveState = async () => {
    if (stateFile) await saveStateFile(service.context, stateFile);
  };
  let saving: Promise<void> = Promise.resolve();
  const saveInTurn = () => (saving = saving.then(saveState, saveState));
  // The state changes only by requests (the admin API, the clock, sign-ins…): the periodic save
  // writes only when one came since the last, so an idle server rewrites nothing (its size is bounded
  // by the stores' caps and MEDIA_BOUNDS).
  let changed = false;
  if (stateFile) server.on('request', () => void (changed = true));
  const saveIfChanged = () => {
    if (!changed) return saving;
    changed = false;
    return saveInTurn();
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      const timer = stateFile
        ? setInterval(() => saveIfChanged().catch((error) => console.error(`in-mock-server: could not save the state to ${stateFile}: ${(error as Error).message}`)), STATE_SAVE_INTERVAL_SECONDS * 1000)
        : undefined;
      timer?.unref();
      resolve({
        ...service,
        server,
        url: `${tls ? 'https' : 'http'}://${shownHost}:${port}`,
        certificate: tls?.cert,
        stateLoaded,
        tenants,
        saveState: saveInTurn,
        close: async () => {
          clearInterval(timer);
          await new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          });
          await saveInTurn();
        },
      });
    });
  });
}
