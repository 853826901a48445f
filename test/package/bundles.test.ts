// The package's entries as `npm run build` bundles them (dist/entries/, rollup.node.config.mjs): each
// a few files with source maps back to the TypeScript, and a process that imports in-js loads only
// what it uses when it uses it (issue 53): no module of tsc's output, no ajv (the fixture schema's
// validator is compiled at build time and loaded with the first fixture set), no fast-xml-parser before
// the first XML answer, no jose before the first signing key, and the default data set as the build
// generated it.
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { defaultDataSetText } from '../../mock-server/seed/defaultDataSet.js';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');
const ENTRIES = join(ROOT, 'dist', 'entries');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

/**
 * Runs `steps` (module code, top-level await) in a fresh Node process in this package, where
 * `import('in-js')` resolves through package.json's exports as a user's does; `await loaded()` in
 * the steps gives the files loaded so far (ES modules and CommonJS), relative to the package.
 */
async function inProcess(steps: string): Promise<unknown> {
  const hooks = `let port; export function initialize(data) { port = data.port; }
    export async function load(url, context, next) { port.postMessage(url); return next(url, context); }`;
  const script = `
    import { register, createRequire } from 'node:module';
    import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
    import { fileURLToPath } from 'node:url';
    import { relative } from 'node:path';
    const { port1, port2 } = new MessageChannel();
    register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hooks)}), { data: { port: port2 }, transferList: [port2] });
    const urls = new Set();
    const loaded = () => {
      for (let message; (message = receiveMessageOnPort(port1)); ) urls.add(message.message);
      const files = [...urls].filter((url) => url.startsWith('file:')).map((url) => fileURLToPath(url));
      return [...new Set([...files, ...Object.keys(createRequire(${JSON.stringify(ROOT + '/')}).cache)])].map((file) => relative(${JSON.stringify(ROOT)}, file)).sort();
    };
    const result = {};
    ${steps}
    console.log(JSON.stringify(result));
  `;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').pop()!);
}

const ours = (files: string[]) => files.filter((file) => !file.startsWith('node_modules/'));
const packages = (files: string[]) => [...new Set(files.filter((file) => file.startsWith('node_modules/')).map((file) => file.split('/').slice(1, file.startsWith('node_modules/@') ? 3 : 2).join('/')))].sort();

describe('the bundled entries (dist/entries/)', () => {
  it('are what package.json exports and bin/ runs, each with its source map back to the TypeScript', () => {
    expect(existsSync(join(ENTRIES, 'main.js')), 'run `npm run build` first (npm test does)').toBe(true);
    const targets = Object.values(manifest.exports as Record<string, string | { default: string }>).map((target) => (typeof target === 'string' ? target : target.default));
    for (const name of ['main', 'testing', 'playwright', 'hosts', 'browser']) expect(targets).toContain(`./dist/entries/${name}.js`);
    const bin = readFileSync(join(ROOT, 'bin', 'in-mock-server.js'), 'utf8');
    expect(bin).toContain("'../dist/entries/cli.js'");
    expect(bin).toContain("'../dist/entries/msw-check.js'");
    const scripts = [...readdirSync(ENTRIES), ...readdirSync(join(ENTRIES, 'chunks')).map((name) => `chunks/${name}`)].filter((name) => name.endsWith('.js'));
    // A few files, not one per module (tsc wrote hundreds).
    expect(scripts.length).toBeLessThan(25);
    const sources = new Map<string, string>();
    const nodeSources = new Set<string>();
    for (const script of scripts) {
      const map = JSON.parse(readFileSync(join(ENTRIES, `${script}.map`), 'utf8')) as { sources: string[]; sourcesContent: (string | null)[] };
      map.sources.forEach((source, i) => {
        expect(map.sourcesContent[i], `${script}: ${source}`).toBeTruthy();
        sources.set(source.replace(/^(\.\.\/)+/, ''), map.sourcesContent[i]!);
        if (script !== 'browser.js') nodeSources.add(source.replace(/^(\.\.\/)+/, ''));
      });
    }
    // The service's sources are the TypeScript files themselves (tsc's maps are followed), but the three
    // modules the build replaces (the validator and the data set made at build time, the generator left
    // out), whose source is the replacement.
    const service = [...sources.keys()].filter((source) => source.startsWith('mock-server/'));
    expect(service.length).toBeGreaterThan(300);
    const replaced = ['mock-server/fixtureSets/shapeValidator.js', 'mock-server/seed/defaultNetwork.js', 'mock-server/seed/prebuiltDataSet.js'];
    expect(service.filter((source) => !source.endsWith('.ts')).sort()).toEqual(replaced);
    for (const module of replaced) expect(sources.get(module)).toMatch(/as the package's Node bundles have it/);
    // The generator and its vocabulary are not in the Node bundles (in-js/browser generates the set).
    expect([...nodeSources].filter((source) => source.startsWith('mock-server/seed/')).sort()).toEqual(['mock-server/seed/defaultDataSet.ts', 'mock-server/seed/defaultFixtures.ts', 'mock-server/seed/defaultNetwork.js', 'mock-server/seed/demoAccounts.ts', 'mock-server/seed/prebuiltDataSet.js']);
    expect([...sources.keys()].filter((source) => source.startsWith('dist/'))).toEqual([]);
  });

  it("import('in-js'), a service and a request: the bundles only, no ajv, no jose; an XML answer loads fast-xml-parser, a fixture set the validator built for it and no ajv compiler, the first signing key jose", async () => {
    const result = (await inProcess(`
      const { setupServer } = await import('msw/node');
      const { createMockService } = await import('in-js');
      result.imported = loaded();
      const service = createMockService();
      const server = setupServer(...service.handlers);
      server.listen({ onUnhandledRequest: 'error' });
      const { access_token } = service.admin.issueToken({ memberId: 'aZ3kq9XbW1', scopes: ['r_basicprofile'] });
      const headers = { authorization: 'Bearer ' + access_token };
      result.json = (await (await fetch('https://api.linkedin.com/v1/people/~?format=json', { headers })).json()).firstName;
      result.members = service.context.directory.members.size;
      result.served = loaded();
      result.xml = (await (await fetch('https://api.linkedin.com/v1/people/~', { headers })).text()).includes('<first-name>Ada</first-name>');
      result.servedXml = loaded();
      const other = createMockService({ fixtures: { members: [{ id: 'm1', email: 'm1@example.com', password: 'p', firstName: 'M', lastName: 'One' }] } });
      result.withFixtures = other.context.directory.members.size;
      try { createMockService({ fixtures: { apps: [{ apiKey: 'k' }] } }); } catch (error) { result.refused = error.message.split('\\n')[1]; }
      result.validated = loaded();
      result.jwks = (await (await fetch('https://www.linkedin.com/oauth/openid/jwks')).json()).keys.length;
      result.signed = loaded();
      result.idToken = typeof (await service.admin.issueToken({ memberId: 'aZ3kq9XbW1', scopes: ['openid', 'profile'] })).id_token;
      server.close();
    `)) as Record<string, never>;
    const imported = result.imported as string[];
    // Nothing of tsc's output: the bundles, and the packages they leave out (msw and its own).
    expect(ours(imported).filter((file) => !file.startsWith('dist/entries/'))).toEqual([]);
    expect(ours(imported).length).toBeLessThan(12);
    expect(packages(imported).filter((name) => !['msw', 'graphql', 'headers-polyfill', 'path-to-regexp', 'outvariant', 'is-node-process', 'statuses', 'cookie', 'tough-cookie', 'tldts', 'tldts-core', 'set-cookie-parser', 'strict-event-emitter', 'until-async', 'rettime', 'picocolors', '@mswjs/interceptors', '@open-draft/deferred-promise', '@open-draft/logger', '@open-draft/until', '@inquirer/confirm', 'yargs', 'type-fest', '@bundled-es-modules/cookie', '@bundled-es-modules/statuses', '@bundled-es-modules/tough-cookie', 'psl', 'punycode', 'querystringify', 'requires-port', 'universalify', 'url-parse'].includes(name))).toEqual([]);
    expect(result.json).toBe('Ada');
    expect(result.xml).toBe(true);
    expect(result.members).toBe(424);
    const served = result.served as string[];
    expect(served.filter((file) => /ajv|jose|fixtures-validator|fast-xml-parser/.test(file))).toEqual([]);
    // fast-xml-parser with the first XML answer: its own build, one file.
    expect((result.servedXml as string[]).filter((file) => !served.includes(file))).toEqual(['node_modules/fast-xml-parser/lib/fxp.cjs']);
    expect(result.withFixtures).toBe(425);
    expect(result.refused).toMatch(/^ {2}apps\[0\]: the field 'secretKey' is required/);
    const validated = result.validated as string[];
    expect(validated.filter((file) => !(result.servedXml as string[]).includes(file))).toEqual(['dist/entries/fixtures-validator.cjs', 'node_modules/ajv/dist/runtime/ucs2length.js']);
    expect(result.jwks).toBe(1);
    // jose, bundled: one chunk, loaded with the first signing key.
    const signed = (result.signed as string[]).filter((file) => !validated.includes(file));
    expect(signed).toHaveLength(1);
    expect(signed[0]).toMatch(/^dist\/entries\/chunks\//);
    expect(readFileSync(join(ROOT, signed[0]!), 'utf8')).toMatch(/\bSignJWT\b/);
    expect(result.idToken).toBe('string');
  });

  it("import('in-js/testing') loads the bundles only", async () => {
    const result = (await inProcess(`
      const testing = await import('in-js/testing');
      result.names = Object.keys(testing).sort();
      result.loaded = loaded();
    `)) as { names: string[]; loaded: string[] };
    expect(result.names).toEqual(['expectNoSunsetWithin', 'loopbackOrFail', 'mapServiceHosts', 'useMockService', 'waitForDelivery']);
    expect(ours(result.loaded).filter((file) => !file.startsWith('dist/entries/'))).toEqual([]);
    expect(result.loaded.filter((file) => /ajv|jose|fixtures-validator/.test(file))).toEqual([]);
  });

  it('the default data set the bundles read is the one the service generates', () => {
    expect(JSON.parse(readFileSync(join(ENTRIES, 'default-data-set.json'), 'utf8'))).toStrictEqual(JSON.parse(defaultDataSetText()));
  });
});
