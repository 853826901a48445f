// `node --import in-js/testing/hosts app.js`: the app's process reaches the mock when it calls the
// service's real host names (testing/mapServiceHosts.ts). IN_MOCK_URL names the mock (e.g.
// https://127.0.0.1:8443); IN_MOCK_CA, optionally, the certificate file to trust for those names
// (what `in-mock-server --cert-out FILE` wrote). No msw, nothing of the service: only the mapping.
import { readFileSync } from 'node:fs';
import { mapServiceHosts } from '../testing/mapServiceHosts.js';

const url = process.env.IN_MOCK_URL;
if (!url) {
  throw new Error('in-js/testing/hosts: set IN_MOCK_URL to the mock\'s address, e.g. IN_MOCK_URL=https://127.0.0.1:8443 node --import in-js/testing/hosts app.js (docs/testing.md, "The app\'s own process").');
}
const caFile = process.env.IN_MOCK_CA;
mapServiceHosts(url, caFile ? { ca: readFileSync(caFile, 'utf8') } : {});
