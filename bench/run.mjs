// `npm run bench`: prints the project's speed and size figures, then the six that have goals
// (bundle size, what a user's test file pays to import in-js and make a service, server throughput,
// the two test loops) side by side with their goals and anchors.
// Each bench/*.mjs module exports an async function that prints its own lines; those with a goal
// return their figure. `npm run bench -- --quick` leaves out the two test-suite runs (minutes).
import size from './size.mjs';
import bootTime from './boot-time.mjs';
import importTime from './import-time.mjs';
import apiOverhead from './api-overhead.mjs';
import serverThroughput from './server-throughput.mjs';
import floodMemory from './flood-memory.mjs';
import floodOauth1 from './flood-oauth1.mjs';
import floodMedia from './flood-media.mjs';
import floodPerRequest from './flood-per-request.mjs';
import v2Me from './v2-me.mjs';
import oidc from './oidc.mjs';
import { freshSuite, unitSuite } from './test-suite.mjs';

const quick = process.argv.includes('--quick');
const figures = [];
figures.push(await size());
figures.push(...(await importTime()));
await bootTime();
await apiOverhead();
figures.push(await serverThroughput());
await v2Me();
await floodMemory();
await floodOauth1();
await floodMedia();
await floodPerRequest();
await oidc();
if (quick) {
  figures.push({ name: 'npm run test:unit, warm', value: 'skipped (--quick)', goal: '<= 1 min 30 s', anchor: '~3 min 30 s' });
  figures.push({ name: 'fresh clone: npm ci && npm test', value: 'skipped (--quick)', goal: '<= 6 min', anchor: '12 min' });
} else {
  figures.push(await unitSuite());
  figures.push(await freshSuite());
}

console.log('\nfigure                                  now                                                   goal                          anchor');
for (const figure of figures.filter(Boolean)) {
  const verdict = figure.met === undefined ? '' : figure.met ? '  met' : '  NOT met';
  console.log(`${figure.name.padEnd(40)}${figure.value.padEnd(54)}${figure.goal.padEnd(30)}${figure.anchor}${verdict}`);
}
