// The JSON Schema of the fixture format. fixtures.schema.json (shipped for editors and other
// tools) is this object written out; a test keeps the two identical (regenerate with
// UPDATE_FIXTURE_SCHEMA=1 npx vitest run mock-server/fixtures). The schema checks the shape;
// the section checks (sections/index.ts) check what a schema cannot: uniqueness, references
// between entries and to the members the set lands on, URL rules.
import { PRODUCTS, SCOPES } from '../scopes.js';
import { ACCESS_TOKEN_LENGTH_MAX, ACCESS_TOKEN_LENGTH_MIN, RATE_LIMITS, WEBHOOKS_PER_APP } from '../defaults.js';
import { UPDATE_TYPES } from '../store/network.js';
import { memberSchema } from './memberSchema.js';
import { ORGANIZATION_ROLES, ROLE_STATES } from '../today/organizations/pageRoles.js';
import { COMPANY_STATUSES, COMPANY_TYPES, STOCK_EXCHANGES } from '../vocabulary/companyCodes.js';

const nonEmptyString = { type: 'string', minLength: 1 };
/** A name that is not empty or blank. */
const nameString = { type: 'string', pattern: '\\S' };
const memberIds = (description: string) => ({ type: 'array', items: { $ref: '#/definitions/memberId' }, description });
const text = { type: 'string' };
const time = { type: 'integer', minimum: 0, description: 'Milliseconds since 1970; default: the mock clock when the set is loaded.' };
const record = (properties: Record<string, unknown>, required: string[] = [], description?: string) => ({
  type: 'object',
  additionalProperties: false,
  ...(required.length ? { required } : {}),
  ...(description ? { description } : {}),
  properties,
});
/** The products of one kind as the schema describes them: `id (name): what it brings`, separated by semicolons. */
const productList = (access: 'selfServe' | 'partner') =>
  Object.entries(PRODUCTS).filter(([, p]) => p.access === access).map(([id, p]) => `${id} (${p.name}): ${p.brings}`).join('; ');
const shareContent = record({ title: text, description: text, submittedUrl: text, submittedImageUrl: text });
const perDay = (what: string, fallback: number) => ({
  type: 'integer',
  minimum: 0,
  description: `Calls per UTC day (mock clock) ${what}; default ${fallback}.`,
});

export const FIXTURES_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'urn:in-js:mock-server:fixtures',
  title: 'in-js mock service fixtures',
  description:
    'Apps, members, settings and REST data for the mock service (--fixtures file.json, createMockService({ fixtures }), POST /__admin/fixtures). ' +
    'The set adds to the default data set (demo app, Ada Lovelace and the generated network) unless replaceDefaults is true. All ids are strings.',
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { type: 'string', description: 'Lets editors find this schema; ignored by the service.' },
    apps: { type: 'array', items: { $ref: '#/definitions/app' }, description: 'Apps; one with an API key already there replaces it.' },
    members: {
      type: 'array',
      items: { $ref: '#/definitions/member' },
      description: 'Members; one with an id already there (e.g. a default member) replaces the fields it gives and keeps the others.',
    },
    settings: { $ref: '#/definitions/settings' },
    connections: {
      type: 'array',
      description: 'First-degree connections, as pairs of member ids (both directions), e.g. [["aZ3kq9XbW1", "m1"]].',
      items: {
        type: 'array',
        items: { $ref: '#/definitions/memberId' },
        minItems: 2,
        maxItems: 2,
        description: 'A pair of two different member ids.',
      },
    },
    companies: { type: 'array', items: { $ref: '#/definitions/company' }, description: 'Companies; one with an id already there replaces it.' },
    groups: { type: 'array', items: { $ref: '#/definitions/group' }, description: 'Groups; one with an id already there replaces it.' },
    jobs: { type: 'array', items: { $ref: '#/definitions/job' }, description: 'Jobs companies posted; one with an id already there replaces it.' },
    shares: {
      type: 'array',
      items: { $ref: '#/definitions/share' },
      description: "Shares; each becomes its author's current share and a SHAR update (or, from a company, a company status update).",
    },
    posts: { type: 'array', items: { $ref: '#/definitions/post' }, description: 'Group discussions with their likes and comments; one with an id already there replaces it.' },
    updates: { type: 'array', items: { $ref: '#/definitions/update' }, description: 'Network updates of any type (docs/rest.md, "Network updates").' },
    rateLimits: {
      type: 'object',
      additionalProperties: false,
      description: 'Daily call limits of the REST API (docs/rest.md, "Rate limits"); those given replace the ones in force.',
      properties: {
        appPerDay: perDay('for one application', RATE_LIMITS.appPerDay),
        memberPerDay: perDay('for one member through one application', RATE_LIMITS.memberPerDay),
        developerPerDay: perDay("for one of the application's developers (instead of memberPerDay)", RATE_LIMITS.developerPerDay),
      },
    },
    replaceDefaults: {
      type: 'boolean',
      description:
        'true: the service holds this set alone (no demo app, no default or generated members, no generated network). false or absent: the set adds to the default data set.',
    },
  },
  definitions: {
    scope: { type: 'string', enum: Object.keys(SCOPES) },
    memberId: { ...nonEmptyString, description: 'The id of a member of this set, of the default data set (unless replaceDefaults), or of the running service.' },
    app: {
      type: 'object',
      additionalProperties: false,
      required: ['apiKey', 'secretKey', 'name', 'redirectUrls'],
      properties: {
        apiKey: { ...nonEmptyString, description: 'The API key (client_id).' },
        secretKey: { ...nonEmptyString, description: 'The secret key (client_secret).' },
        name: { ...nonEmptyString, description: 'Shown in the authorization dialog.' },
        logoUrl: { ...nonEmptyString, description: 'Absolute http(s) URL, or a path on the mock host starting with /.' },
        redirectUrls: {
          type: 'array',
          items: { ...nonEmptyString, description: "Absolute URL without '#'; its query string is ignored when matching." },
        },
        defaultScope: {
          type: 'array',
          items: { $ref: '#/definitions/scope' },
          description: 'Used when an authorization request has no scope; default ["r_basicprofile"].',
        },
        developers: memberIds('Member ids designated developers (the developer rate limit).'),
        jsOrigins: {
          type: 'array',
          items: nonEmptyString,
          description: 'JavaScript API domains: exact origins (http://localhost:5173) or host patterns with * (*.example.com).',
        },
        withheldProducts: {
          type: 'array',
          items: { type: 'string', enum: Object.keys(PRODUCTS) },
          description: `Self-serve products of today's developer portal the app does not have; default none: every app has them all. ${productList('selfServe')}.`,
        },
        grantedProducts: {
          type: 'array',
          items: { type: 'string', enum: Object.keys(PRODUCTS) },
          description: `Partner products of today's developer portal LinkedIn approved the app for; default none. ${productList('partner')}.`,
        },
        communityManagementTier: {
          type: 'string',
          enum: ['standard', 'development'],
          description: "The Community Management API's tier (docs/organizations.md); default standard. development: posting as a page answers 403 partnerApiPostsExternal.CREATE, as LinkedIn's Development tier does.",
        },
        createdOn: {
          type: 'string',
          pattern: '^\\d{4}-\\d{2}-\\d{2}$',
          description: "The day the app was registered on the developer portal, YYYY-MM-DD. When the service replays a day (asOf), the changes LinkedIn made for new apps reach an app registered on or after their day (docs/over-time.md); default: an app of the v1 era, registered before them all.",
        },
        v1Partner: {
          type: 'boolean',
          description: 'LinkedIn approved the app for a partner program of the v1 era: when the service replays a day from 2015-05-12 on (asOf), it keeps the resources and scopes the developer program transition closed to other apps (docs/over-time.md). Default false.',
        },
        applicationId: {
          type: 'string',
          pattern: '^[1-9][0-9]{0,18}$',
          description: "The app's id in the developer portal, which urn:li:developerApplication:{id} names (event subscriptions, docs/webhooks.md); default: a 9-digit id derived from the API key.",
        },
        webhooks: {
          type: 'array',
          maxItems: WEBHOOKS_PER_APP,
          items: { ...nonEmptyString, description: 'An https URL (plain http on this machine: 127.0.0.1, localhost), no ngrok tunnel.' },
          description: "Webhooks registered in the developer portal's Webhooks tab (docs/webhooks.md): each counts as validated when the set is loaded; LinkedIn validates it again every 2 hours of mock time.",
        },
      },
    },
    member: memberSchema(),
    company: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name'],
      properties: {
        id: nonEmptyString,
        name: nameString,
        admins: memberIds('Members who administer the company (rw_company_admin: shares, statistics); today\'s API lists each as an ADMINISTRATOR, APPROVED.'),
        followers: memberIds('Members who follow the company.'),
        pageRoles: {
          type: 'array',
          description: "Other roles members hold on the company page (today's organizationAcls; docs/organizations.md).",
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['memberId', 'role'],
            properties: {
              memberId: { $ref: '#/definitions/memberId' },
              role: { type: 'string', enum: [...ORGANIZATION_ROLES] },
              state: { type: 'string', enum: [...ROLE_STATES], description: 'Default APPROVED.' },
            },
          },
        },
        universalName: { type: 'string', description: 'Default: the name in lower case with dashes.' },
        industry: { type: 'string' },
        description: { type: 'string' },
        websiteUrl: { type: 'string' },
        foundedYear: { type: 'integer', minimum: 0 },
        employeeCount: { type: 'integer', minimum: 0 },
        specialties: { type: 'array', items: { type: 'string' } },
        companyType: { type: 'string', enum: Object.keys(COMPANY_TYPES), description: Object.entries(COMPANY_TYPES).map(([c, n]) => `${c} ${n}`).join(', ') },
        status: { type: 'string', enum: Object.keys(COMPANY_STATUSES), description: 'Default OPR (operating).' },
        ticker: text,
        stockExchange: { type: 'string', enum: Object.keys(STOCK_EXCHANGES) },
        twitterId: text,
        blogRssUrl: text,
        emailDomains: { type: 'array', items: text, description: 'Domains GET /v1/companies?email-domain= finds the company by.' },
        endYear: { type: 'integer', minimum: 0 },
        locations: {
          type: 'array',
          items: record({
            description: text,
            isHeadquarters: { type: 'boolean' },
            isActive: { type: 'boolean' },
            address: record(
              { street1: text, street2: text, city: text, state: text, postalCode: text, countryCode: text, regionCode: { type: 'integer' } },
              ['city', 'countryCode'],
            ),
            contactInfo: record({ phone1: text, phone2: text, fax: text }),
          }, ['address']),
        },
        products: { type: 'array', items: record({ id: { type: 'integer' }, name: text }, ['id', 'name']) },
      },
    },
    group: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name'],
      properties: {
        id: nonEmptyString,
        name: nameString,
        members: memberIds('Members of the group, in the order they joined; the first owns it.'),
        managers: memberIds('Default: the owner.'),
        shortDescription: { type: 'string' },
        description: { type: 'string' },
        isOpenToNonMembers: { type: 'boolean', description: 'false: a closed group; its discussions are for members only. Default true.' },
        category: { type: 'string', enum: ['professional', 'alumni', 'corporate', 'conference', 'networking', 'philanthropic', 'other'] },
        locale: text,
        websiteUrl: text,
        contactEmail: text,
        location: record({ country: text, postalCode: text }),
        allowMemberInvites: { type: 'boolean' },
      },
    },
    job: record(
      { id: nonEmptyString, companyId: nonEmptyString, title: nameString, description: text, locationDescription: text, posterId: { $ref: '#/definitions/memberId' }, timestamp: time },
      ['id', 'companyId', 'title'],
    ),
    share: record(
      {
        id: nonEmptyString,
        authorId: { $ref: '#/definitions/memberId' },
        companyId: nonEmptyString,
        comment: text,
        content: shareContent,
        visibility: { type: 'string', enum: ['anyone', 'connections-only'], description: 'Default anyone.' },
        timestamp: time,
        source: record({ serviceProvider: { type: 'string', enum: ['LINKEDIN', 'TWITTER'] }, application: text, accountHandle: text, accountId: text }, ['serviceProvider']),
      },
      [],
      'A member share (authorId) or a company share (companyId): a comment, or content with a submittedUrl.',
    ),
    post: record(
      {
        id: nonEmptyString,
        groupId: nonEmptyString,
        creatorId: { $ref: '#/definitions/memberId' },
        title: nameString,
        summary: text,
        category: { type: 'string', enum: ['discussion', 'job', 'promotion'] },
        attachment: record({ contentUrl: text, title: text, summary: text, imageUrl: text, contentDomain: text }, ['contentUrl']),
        likes: memberIds('Members who like it.'),
        followers: memberIds('Members who follow it; default: its creator.'),
        timestamp: time,
        comments: { type: 'array', items: record({ id: nonEmptyString, creatorId: { $ref: '#/definitions/memberId' }, text: nameString, timestamp: time }, ['creatorId', 'text']) },
      },
      ['id', 'groupId', 'creatorId', 'title'],
    ),
    update: record(
      {
        type: { type: 'string', enum: [...UPDATE_TYPES] },
        key: { ...nonEmptyString, description: 'Default: a key in the real form, made from the type, the member or company and the time.' },
        timestamp: time,
        memberId: { $ref: '#/definitions/memberId' },
        companyId: nonEmptyString,
        companyEvent: { type: 'string', enum: ['status-update', 'job-posting', 'new-product', 'person', 'profile'] },
        shareId: nonEmptyString,
        connectedIds: memberIds('CONN: the members connected with; NCON, CCEM: the member who joined.'),
        groupId: nonEmptyString,
        text: { type: 'string', description: 'STAT: the status.' },
        updatedFields: { type: 'array', items: text, description: 'PROF, PRFX: e.g. person/headline, person/positions.' },
        recommendation: record({ otherId: { $ref: '#/definitions/memberId' }, code: text, snippet: text }, ['otherId', 'code', 'snippet']),
        activity: record({ appId: text, body: text }, ['appId', 'body']),
        viral: record({ action: { type: 'string', enum: ['LIKE', 'COMMENT'] }, originalKey: nonEmptyString }, ['action', 'originalKey']),
        jobId: nonEmptyString,
        product: record({ id: { type: 'integer' }, name: text }, ['id', 'name']),
        personMove: record(
          { memberId: { $ref: '#/definitions/memberId' }, action: { type: 'string', enum: ['joined', 'left', 'position-change'] }, oldTitle: text, newTitle: text },
          ['memberId', 'action'],
        ),
        likes: memberIds('Members who like it.'),
        comments: { type: 'array', items: record({ id: nonEmptyString, memberId: { $ref: '#/definitions/memberId' }, comment: nameString, timestamp: time }, ['memberId', 'comment']) },
      },
      ['type'],
    ),
    settings: {
      type: 'object',
      additionalProperties: false,
      properties: {
        tokenLength: { type: 'integer', minimum: ACCESS_TOKEN_LENGTH_MIN, maximum: ACCESS_TOKEN_LENGTH_MAX },
        codeLifetimeSeconds: { type: 'integer', minimum: 1 },
        strictHttps: { type: 'boolean' },
        asOf: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: "Replay LinkedIn's platform as it was on this day, YYYY-MM-DD (docs/over-time.md); the start-up option asOf wins over it." },
      },
    },
  },
} as const;
