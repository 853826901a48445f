// The mock's answers have the key structure of real v1 answers: for each recorded
// payload (test/support/recordedKeyPaths.ts, with its public source), the same request against the
// default data set must give at least 90 % of the recorded key paths for a full profile, and 80 %
// for every other resource. Values are not compared, only which keys exist at which depth.
import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../../../test/support/serviceKit.js';
import { RECORDED_PAYLOADS } from '../../../test/support/recordedKeyPaths.js';
import { keyPaths } from '../../../test/support/keyPaths.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const kit = useServiceKit();
/** Coverage of each recorded payload, measured once per run. */
const measured = new Map<string, Promise<{ ratio: number; missing: string[] }>>();

/** spring-social-linkedin's full-profile selector: every ProfileField but connections. */
const SPRING_FULL_PROFILE =
  'id,first-name,last-name,headline,location,industry,distance,relation-to-viewer,current-share,num-connections,num-connections-capped,summary,' +
  'specialties,proposal-comments,associations,honors,interests,positions,publications,patents,languages,skills,certifications,educations,' +
  'three-current-positions,three-past-positions,num-recommenders,recommendations-received,phone-numbers,im-accounts,twitter-accounts,' +
  'date-of-birth,main-address,member-url-resources,picture-url,site-standard-profile-request:(url),api-public-profile-request:(url),' +
  'site-public-profile-request:(url),api-standard-profile-request,public-profile-url,email-address,courses,volunteer';
/** passport-linkedin-oauth2@1.6.1's selector for scope ['r_basicprofile', 'r_emailaddress', 'r_fullprofile']. */
const PASSPORT_FULL_PROFILE =
  'id,first-name,last-name,picture-url,picture-urls::(original),formatted-name,maiden-name,phonetic-first-name,phonetic-last-name,' +
  'formatted-phonetic-name,headline,location:(name,country:(code)),industry,distance,relation-to-viewer:(distance,connections),current-share,' +
  'num-connections,num-connections-capped,summary,specialties,positions,site-standard-profile-request,api-standard-profile-request:(headers,url),' +
  'public-profile-url,email-address,last-modified-timestamp,proposal-comments,associations,interests,publications,patents,languages,skills,' +
  'certifications,educations,courses,volunteer,three-current-positions,three-past-positions,num-recommenders,recommendations-received,' +
  'mfeed-rss-url,following,job-bookmarks,suggestions,date-of-birth,member-url-resources:(name,url),related-profile-views,honors-awards';
const SPRING_COMPANY_FIELDS =
  '(id,name,universal-name,email-domains,company-type,ticker,website-url,industry,status,logo-url,square-logo-url,blog-rss-url,twitter-id,' +
  'employee-count-range,specialties,locations,description,stock-exchange,founded-year,end-year,num-followers)';

/** The paths of every answer to `requests`, together. */
async function ourPaths(requests: string[]): Promise<Set<string>> {
  const token = kit.token();
  const paths = new Set<string>();
  for (const request of requests) {
    const { status, body } = await kit.getJson(request, token);
    expect(status, `${request}: ${JSON.stringify(body)}`).toBe(200);
    for (const path of keyPaths(body)) paths.add(path);
  }
  return paths;
}

function usCompanyId(): string {
  return [...kit.service.context.network.companies.values()].find((c) => c.locations[0]?.address.countryCode === 'us')!.id;
}

function postWithComments(min: number): string {
  return [...kit.service.context.network.posts.values()].find((p) => p.groupId === '5001' && p.comments.length >= min)!.id;
}

const CASES: [id: string, minimum: number, requests: () => string[]][] = [
  ['P1', 0.9, () => [`/v1/people/~:(${SPRING_FULL_PROFILE})`]],
  ['P2', 0.9, () => [`/v1/people/~:(${PASSPORT_FULL_PROFILE})`]],
  ['P3', 0.9, () => [`/v1/people/~:(${PASSPORT_FULL_PROFILE})`]],
  ['C1', 0.8, () => ['/v1/people/~/connections']],
  ['U1', 0.8, () => ['/v1/people/~/network/updates?count=250', '/v1/people/~/network/updates?count=250&start=250']],
  ['U2', 0.8, () => ['/v1/companies/1001/updates?event-type=status-update']],
  ['U3', 0.8, () => ['/v1/companies/1001/updates?event-type=job-posting&count=2']],
  ['CO1', 0.8, () => [`/v1/companies/1001:${SPRING_COMPANY_FIELDS}`]],
  ['CO2', 0.8, () => [`/v1/companies/id=${usCompanyId()}:(id,name,industry,locations:(address:(city,state,country-code),is-headquarters),employee-count-range)`]],
  ['CO3', 0.8, () => ['/v1/company-search?facets=industry&keywords=engine']],
  ['G1', 0.8, () => ['/v1/groups/5001:(id,name,short-description,description,relation-to-viewer:(membership-state,available-actions),posts,counts-by-category,is-open-to-non-members,category,website-url,locale,location:(country,postal-code),allow-member-invites,site-group-url,small-logo-url,large-logo-url)']],
  ['GP1', 0.8, () => ['/v1/groups/5001/posts:(id,creation-timestamp,title,summary,creator:(first-name,last-name,picture-url,headline),likes,attachment:(image-url,content-domain,content-url,title,summary),relation-to-viewer)?order=recency']],
  ['GC1', 0.8, () => [`/v1/posts/${postWithComments(3)}/comments:(creator:(first-name,last-name,picture-url),creation-timestamp,id,text)?start=0&count=2`]],
  ['GM1', 0.8, () => ['/v1/people/~/group-memberships:(group:(id,name),membership-state,show-group-logo-in-profile,allow-messages-from-members,email-digest-frequency,email-announcements-from-managers,email-for-every-new-post)']],
  ['S1', 0.8, () => ['/v1/people-search:(people:(id,first-name,last-name,headline,industry,site-standard-profile-request,public-profile-url,picture-url,summary,api-standard-profile-request))?keywords=engineer']],
  ['S2', 0.8, () => ['/v1/people-search:(people:(id,first-name,last-name,public-profile-url,picture-url),num-results)?first-name=a']],
];

/** The share of a recorded payload's key paths that the mock's answers to the same requests have. */
function measure(id: string, requests: () => string[]): Promise<{ ratio: number; missing: string[] }> {
  if (!measured.has(id)) {
    measured.set(id, (async () => {
      const recorded = RECORDED_PAYLOADS[id];
      const ours = await ourPaths(requests());
      const missing = recorded.paths.filter((path) => !ours.has(path));
      return { ratio: (recorded.paths.length - missing.length) / recorded.paths.length, missing };
    })());
  }
  return measured.get(id)!;
}

describe('the key structure of real recorded v1 payloads', () => {
  it.each(CASES)('%s: at least %s of its key paths', async (id, minimum, requests) => {
    const { ratio, missing } = await measure(id, requests);
    expect(ratio, `${id} (${RECORDED_PAYLOADS[id].what}) misses ${missing.join(', ')}`).toBeGreaterThanOrEqual(minimum);
  });
});

describe('docs/rest.md', () => {
  it('shows the coverage measured above (regenerate with UPDATE_REST_DOCS=1)', async () => {
    const doc = fileURLToPath(new URL('../../../docs/rest.md', import.meta.url));
    const start = '<!-- coverage:start -->';
    const end = '<!-- coverage:end -->';
    const rows: string[] = [];
    for (const [id, , requests] of CASES) {
      const { ratio, missing } = await measure(id, requests);
      const recorded = RECORDED_PAYLOADS[id];
      const gaps = missing.length ? ` (missing ${missing.map((m) => `\`${m}\``).join(', ')})` : '';
      rows.push(`| ${id} | ${recorded.what} | ${(ratio * 100).toFixed(1)} % of ${recorded.paths.length}${gaps} |`);
    }
    const table = `${start}\n| payload | what | key paths covered |\n|---|---|---|\n${rows.join('\n')}\n${end}`;
    const text = readFileSync(doc, 'utf8');
    const from = text.indexOf(start);
    const to = text.indexOf(end) + end.length;
    if (process.env.UPDATE_REST_DOCS) writeFileSync(doc, text.slice(0, from) + table + text.slice(to));
    expect(readFileSync(doc, 'utf8').slice(from, from + table.length)).toBe(table);
  });
});
