// Memory under the floods of issue 34, against the standalone server over loopback: (1) uploads of
// 1 MB images by five members, past every media bound (MEDIA_BOUNDS), then the clock moved past the
// unused lifetime; (2) a flood of unauthenticated authorization requests with 12,000-character states spread over
// 16 tenants, whose dialog requests, CSRF tokens and journal entries share the server's one budget.
// Prints the retained heap (after a full GC) at each step, what the stores hold, and whether the
// documented bounds (docs/security.md) hold. Needs `npm run build` and node --expose-gc.
// Run alone with `node --expose-gc bench/flood-media.mjs`, or from bench/run.mjs (default export).
import http from 'node:http';

// Five members of the default data set: 5 × 16 MiB is past the server's 64 MiB.
const MEMBERS = ['aZ3kq9XbW1', 'M5aaqXNgyi', 'jUcpeaeiBV', '7tYcdc3qdN', '0ZGEiuZpe0'];
const UPLOADS_PER_MEMBER = 24;
const IMAGE_BYTES = 1_000_000;
const TENANTS = 16;
const AUTHORIZATIONS_PER_TENANT = 400;
/** Near the longest a request line may carry (MAX_HEADER_BYTES, 16 KiB). */
const STATE_CHARS = 12_000;
/** Documented bounds (docs/security.md): retained heap growth with media at the server bound, and with the tenants' flood. */
const MEDIA_HEAP_BOUND_MIB = 96;
const TENANT_FLOOD_HEAP_BOUND_MIB = 80;

function retainedHeap() {
  for (let i = 0; i < 3; i++) global.gc();
  return process.memoryUsage().heapUsed;
}
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

export default async function floodMedia() {
  if (typeof global.gc !== 'function') {
    console.log('media and tenant flood memory: skipped (run node with --expose-gc)');
    return;
  }
  let startServer;
  let d;
  try {
    ({ startServer } = await import('../dist/mock-server/index.js'));
    d = await import('../dist/mock-server/defaults.js');
  } catch {
    console.log('media and tenant flood memory: skipped (run `npm run build` first)');
    return;
  }
  const running = await startServer({ port: 0, host: '127.0.0.1' });
  const port = running.server.address().port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const send = (method, path, headers, body) =>
    new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
      req.end(body);
    });
  try {
    const images = running.context.network.images;
    const heldBytes = () => [...running.context.budget.services].reduce((sum, ctx) => sum + [...ctx.network.images.values()].reduce((s, image) => s + (image.size ?? 0), 0), 0);
    const before = retainedHeap();
    const image = Buffer.alloc(IMAGE_BYTES, 0x89);
    let uploads = 0;
    for (const memberId of MEMBERS) {
      const { access_token } = running.admin.issueToken({ memberId, scopes: ['w_member_social'] });
      const rest = { authorization: `Bearer ${access_token}`, 'linkedin-version': monthOf(running.admin.clock().nowMs), 'content-type': 'application/json' };
      for (let i = 0; i < UPLOADS_PER_MEMBER; i++) {
        const init = await send('POST', '/rest/images?action=initializeUpload', rest, JSON.stringify({ initializeUploadRequest: { owner: `urn:li:person:${memberId}` } }));
        if (init.status !== 200) throw new Error(`initializeUpload: ${init.status} ${init.body}`);
        const url = new URL(JSON.parse(init.body).value.uploadUrl);
        const put = await send('PUT', url.pathname + url.search, { authorization: `Bearer ${access_token}`, 'content-type': 'image/png', 'content-length': String(IMAGE_BYTES) }, image);
        if (put.status !== 201) throw new Error(`upload: ${put.status} ${put.body}`);
        uploads++;
      }
    }
    const afterUploads = retainedHeap();
    const heldAfterUploads = [images.size, heldBytes()];
    running.admin.setClock({ advanceSeconds: d.MEDIA_BOUNDS.unusedLifetimeSeconds.image + 1 });
    const afterAdvance = retainedHeap();
    const mediaGrowth = afterUploads - before;

    // (2) The tenants' flood: each tenant made by the header (as a test worker does), then flooded.
    const state = 's'.repeat(STATE_CHARS);
    const names = Array.from({ length: TENANTS }, (_, i) => `flood-${i}`);
    for (const name of names) await send('POST', '/__admin/reset', { 'x-in-mock-tenant': name, 'content-type': 'application/json' }, '{}');
    // Measured from here: the tenants themselves (the data set each, docs/testing.md) are not the flood's.
    const tenantBefore = retainedHeap();
    await Promise.all(names.map(async (name) => {
      for (let i = 0; i < AUTHORIZATIONS_PER_TENANT; i++) {
        const path = `/oauth/v2/authorization?response_type=code&client_id=demo-api-key&redirect_uri=${encodeURIComponent('http://127.0.0.1:8787/demo/callback')}&state=${state}${i}`;
        const answer = await send('GET', path, { 'x-in-mock-tenant': name });
        if (answer.status !== 302) throw new Error(`authorization: ${answer.status}`);
      }
    }));
    const budget = running.context.budget;
    const afterTenantFlood = retainedHeap();
    const tenantGrowth = afterTenantFlood - tenantBefore;
    console.log('media and tenant flood memory (loopback; retained heap after full GC; bounds in docs/security.md):');
    console.log(`  before the uploads    : ${mib(before)}`);
    console.log(`  after ${uploads} uploads of 1 MB by ${MEMBERS.length} members: ${mib(afterUploads)} (+${mib(mediaGrowth)}), ${heldAfterUploads[0]} images, ${mib(heldAfterUploads[1])} held (bounds: ${d.MEDIA_BOUNDS.memberItems} items and ${mib(d.MEDIA_BOUNDS.memberBytes)} per member, ${d.MEDIA_BOUNDS.serverItems} and ${mib(d.MEDIA_BOUNDS.serverBytes)} per server)`);
    console.log(`  after the clock moved past the unused lifetime: ${mib(afterAdvance)} (+${mib(afterAdvance - before)}), ${images.size} images`);
    console.log(`  ${TENANTS} tenants × ${AUTHORIZATIONS_PER_TENANT} authorization requests with ${STATE_CHARS}-character states: +${mib(tenantGrowth)}; the server holds ${budget.dialogRequests.size} pending dialog requests (cap ${budget.dialogRequests.cap} for the whole server), ${budget.csrf.size} CSRF tokens, ${budget.journal.size} journal entries (cap ${budget.journal.cap})`);
    const mediaOk = mediaGrowth <= MEDIA_HEAP_BOUND_MIB * 1024 * 1024 && heldAfterUploads[1] <= d.MEDIA_BOUNDS.serverBytes;
    const tenantsOk = tenantGrowth <= TENANT_FLOOD_HEAP_BOUND_MIB * 1024 * 1024 && budget.dialogRequests.size <= budget.dialogRequests.cap;
    console.log(`  within bounds         : media heap +${mib(mediaGrowth)} of ${MEDIA_HEAP_BOUND_MIB} MiB ${mediaOk ? 'yes' : 'NO'}; tenants' flood +${mib(tenantGrowth)} of ${TENANT_FLOOD_HEAP_BOUND_MIB} MiB ${tenantsOk ? 'yes' : 'NO'}; RSS ${mib(process.memoryUsage().rss)}`);
  } finally {
    agent.destroy();
    await running.close();
  }
}

/** The LinkedIn-Version of the mock clock's month (YYYYMM). */
function monthOf(ms) {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

if (import.meta.url === `file://${process.argv[1]}`) await floodMedia();
