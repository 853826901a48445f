// The requests widely used v1 clients make with their default options (docs/rest.md "Sources",
// each with its source) get 200 and every field they ask for that the member has and the token may
// see. passport-linkedin-oauth2 runs for real in passportLinkedinOauth2.test.ts; these are the
// others' default selectors, sent as they send them.
import { describe, expect, it } from 'vitest';
import { useServiceKit } from '../support/serviceKit.js';
import { toCamel } from '../../mock-server/v1/format/naming.js';

const kit = useServiceKit();

/** Top-level field names of a selector list, as JSON names (`location:(name)` → location). */
function topFields(list: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of list + ',') {
    if (c === '(') depth++;
    if (c === ')') depth--;
    if (c === ',' && depth === 0) {
      names.push(toCamel(current.replace(/[:;].*$/, '')));
      current = '';
    } else current += c;
  }
  return names;
}

const NODE_LINKEDIN_ME =
  'id,first-name,last-name,maiden-name,formatted-name,headline,location,industry,current-share,num-connections,num-connections-capped,summary,' +
  'specialties,positions,picture-url,picture-urls::(original),email-address,last-modified-timestamp,associations,interests,publications,patents,' +
  'languages,skills,certifications,educations,courses,volunteer,num-recommenders,recommendations-received,mfeed-rss-url,following,job-bookmarks,' +
  'suggestions,date-of-birth,related-profile-views,honors-awards,phone-numbers,bound-account-types,im-accounts,main-address,twitter-accounts,' +
  'primary-twitter-account,connections,group-memberships,network,public-profile-url';

/** Profile selectors: [client (source), selector]. Ada has a value for every field they name. */
const PROFILE_SELECTORS: [string, string][] = [
  ['node-linkedin@0.5.6 people.me() (lib/services/people.js)', NODE_LINKEDIN_ME],
  ['omniauth-linkedin (skorks/omniauth-linkedin @ 20caa6f5)', 'id,email-address,first-name,last-name,headline,summary,industry,picture-url;secure=true,public-profile-url,location'],
  ['omniauth-linkedin-oauth2 (decioferreira @ f0404249)', 'id,email-address,first-name,last-name,headline,location,industry,picture-url,public-profile-url'],
  ['hello.js me (MrSwitch/hello.js @ 04ae505c)', 'picture-url,first-name,last-name,id,formatted-name,email-address'],
  ['spring-social-linkedin getUserProfile (ProfileTemplate.PROFILE_FIELDS)', 'id,first-name,last-name,headline,industry,site-standard-profile-request,public-profile-url,picture-url,summary'],
  ['passport-linkedin@1.0.0 (lib/strategy.js)', 'id,first-name,last-name'],
  ['spring-social-linkedin getUserProfile with camelCase (emailAddress in the selector)', 'id,first-name,last-name,emailAddress,headline'],
];

describe("real clients' default profile selectors", () => {
  it.each(PROFILE_SELECTORS)('%s: 200 with every field', async (_client, selector) => {
    const { status, body } = await kit.getJson(`/v1/people/~:(${selector})?format=json&strict=false`, kit.token());
    expect(status, JSON.stringify(body)).toBe(200);
    const missing = topFields(selector).filter((name) => !(name in body));
    expect(missing).toEqual([]);
  });
});

describe("real clients' other default requests", () => {
  it.each([
    ['node-linkedin companies.company(id)', '/v1/companies/1001:(id,name,universal-name,email-domains,company-type,ticker,website-url,industries,status,logo-url,twitter-id,employee-count-range,specialties,locations,description,stock-exchange,founded-year,end-year,num-followers)'],
    ['node-linkedin companies_search.name()', '/v1/company-search:(companies:(id,name,universal-name,email-domains,company-type,ticker,website-url,industries,status,logo-url,twitter-id,employee-count-range,specialties,locations,description,stock-exchange,founded-year,end-year,num-followers))?strict=true&count=10&keywords=engine'],
    ['node-linkedin group.feeds()', '/v1/groups/5001/posts:(creation-timestamp,title,summary,creator:(first-name,last-name,picture-url,headline),likes,attachment:(image-url,content-domain,content-url,title,summary),relation-to-viewer)?start=0&count=10&order=recency&category=discussion'],
    ['node-linkedin connections.retrieve()', '/v1/people/~/connections?strict=false&format=json'],
    ['hello.js me/friends', '/v1/people/~/connections?count=500'],
    ['hello.js me/share', '/v1/people/~/network/updates?count=250'],
    ['spring-social-linkedin search', '/v1/people-search:(people:(id,first-name,last-name,headline,industry,site-standard-profile-request,public-profile-url,picture-url,summary,api-standard-profile-request))?keywords=engineer&start=0&count=10'],
    ['spring-social-linkedin group suggestions', '/v1/people/~/suggestions/groups:(id,name,is-open-to-non-members)'],
    ['spring-social-linkedin following', '/v1/people/~/following/companies:(id,name,universal-name,email-domains,company-type,ticker,website-url,industry,status,logo-url,square-logo-url,blog-rss-url,twitter-id,employee-count-range,specialties,locations,description,stock-exchange,founded-year,end-year,num-followers)'],
    ['spring-social-linkedin network statistics', '/v1/people/~/network/network-stats'],
    ['python-linkedin get_network_updates', '/v1/people/~/network/updates?scope=self&type=SHAR&type=CONN&type=PICT&type=RECU&type=PRFU'],
    ['python-linkedin get_company_updates', '/v1/companies/1001/updates?count=2'],
    ['python-linkedin get_memberships', '/v1/people/~/group-memberships?count=20'],
  ])('%s: 200', async (_client, path) => {
    const { status, body } = await kit.getJson(path, kit.token());
    expect(status, JSON.stringify(body)).toBe(200);
  });
});
