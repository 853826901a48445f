// The parts of the default data set beyond members and connections that the full v1 surface
// shows: company details (type, status, ticker, addresses, e-mail domains, products), jobs,
// group and post details, comments on updates, and updates of every type
// (docs/rest.md "Sources"): PICU, PRFX, NCON, CCEM, MSFC, APPS, APPM, PREC, SVPR, VIRL, JOBP and the company updates
// beyond status updates). Each part draws from a generator of its own, so adding one never
// changes the others.
import type { MemberRecord } from '../store/types.js';
import type { CompanyRecord, GroupRecord, JobRecord, PostRecord, ShareRecord, UpdateRecord } from '../store/network.js';
import { updateKey } from '../store/network.js';
import { LOCATION_AREAS } from '../vocabulary/locations.js';
import { createPrng } from './prng.js';
import * as words from './vocabulary.js';

const DAY = 86_400_000;
/** Seeds of the generators of this file. */
const SEEDS = { companies: 27_182, jobs: 16_180, groups: 14_142, posts: 17_320, updates: 22_360, comments: 26_457, shares: 19_601 };

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Company type, status, ticker, addresses, domains and products. */
export function addCompanyDetails(companies: CompanyRecord[]): void {
  const random = createPrng(SEEDS.companies);
  const streets = ['Engine Row', 'Cog Street', 'Lever Lane', 'Gearwheel Avenue', 'Punch Card Way'];
  companies.forEach((company, i) => {
    const isPublic = i % 4 === 0;
    const domain = `${slug(company.name).replace(/-/g, '')}.example`;
    const area = LOCATION_AREAS.find((a) => a.country === company.locations[0]?.address.countryCode) ?? LOCATION_AREAS[0];
    company.companyType = isPublic ? 'C' : random.pick(['P', 'P', 'P', 'S', 'O']);
    company.status = i === 19 ? 'ACQ' : 'OPR';
    if (isPublic) {
      company.ticker = company.name.replace(/[^A-Z]/g, '').slice(0, 4) || 'TICK';
      company.stockExchange = random.pick(['NYS', 'NMS', 'LON']);
    }
    company.twitterId = slug(company.name).replace(/-/g, '_');
    company.blogRssUrl = `https://blog.${domain}/rss`;
    company.emailDomains = [domain];
    company.locations = company.locations.map((location, k) => ({
      ...location,
      isHeadquarters: k === 0,
      isActive: true,
      address: {
        street1: `${1 + random.int(250)} ${random.pick(streets)}`,
        ...location.address,
        postalCode: area.postalCode,
        ...(area.country === 'us' ? { state: area.region === 84 ? 'CA' : 'NY' } : {}),
        regionCode: area.region,
      },
      contactInfo: { phone1: `+1 555 0${100 + random.int(899)}`, fax: `+1 555 0${100 + random.int(899)}` },
    }));
    company.products = Array.from({ length: 1 + random.int(2) }, (_, k) => ({ id: Number(company.id) * 10 + k, name: `${company.name.split(' ')[0]} ${random.pick(['Engine', 'Cloud', 'Studio', 'Analytics', 'Gear'])} ${k + 1}` }));
  });
}

/** One to three open jobs per company, posted by one of its employees. */
export function makeJobs(companies: CompanyRecord[], members: MemberRecord[], now: number): JobRecord[] {
  const random = createPrng(SEEDS.jobs);
  const jobs: JobRecord[] = [];
  for (const company of companies) {
    const employees = members.filter((m) => (m.positions as { isCurrent?: boolean; company?: { id?: unknown } }[]).some((p) => p.isCurrent && String(p.company?.id) === company.id));
    for (let k = 0, n = 1 + random.int(3); k < n; k++) {
      const title = random.pick(words.JOB_TITLES);
      jobs.push({
        id: String(7_000_000 + jobs.length),
        companyId: company.id,
        title,
        description: `${company.name} is looking for a ${title.toLowerCase()} who likes ${random.pick(words.SKILLS).toLowerCase()}.`,
        locationDescription: company.locations[0]?.address.city ?? 'Remote',
        posterId: employees.length ? random.pick(employees).id : undefined,
        timestamp: now - random.int(60) * DAY,
      });
    }
  }
  return jobs;
}

/** Category, locale, website, location and invitation settings. */
export function addGroupDetails(groups: GroupRecord[]): void {
  const random = createPrng(SEEDS.groups);
  groups.forEach((group, i) => {
    group.category = i === 1 ? 'networking' : i === 3 ? 'alumni' : 'professional';
    group.locale = 'en_US';
    group.websiteUrl = `https://${slug(group.name)}.example`;
    group.contactEmail = `hello@${slug(group.name)}.example`;
    const area = random.pick(LOCATION_AREAS);
    group.location = { country: area.country, postalCode: area.postalCode };
    group.allowMemberInvites = random.chance(0.7);
  });
}

/** Categories, links and followers of discussions. */
export function addPostDetails(posts: PostRecord[]): void {
  const random = createPrng(SEEDS.posts);
  for (const post of posts) {
    post.category = random.chance(0.1) ? 'job' : random.chance(0.05) ? 'promotion' : 'discussion';
    post.followers = [post.creatorId];
    if (random.chance(0.35)) {
      const topic = random.pick(words.SHARE_TOPICS);
      post.attachment = {
        contentUrl: `https://blog.example/${slug(topic)}`,
        title: topic,
        summary: `${topic}: a longer read.`,
        imageUrl: `https://blog.example/images/${slug(topic)}.png`,
        contentDomain: 'blog.example',
      };
    }
  }
}

interface ActivityInput {
  members: MemberRecord[];
  companies: CompanyRecord[];
  groups: GroupRecord[];
  jobs: JobRecord[];
  updates: UpdateRecord[];
  neighbours: Map<string, string[]>;
  now: number;
}

/**
 * Updates of the types the first data set did not have, two or three for a part of the members,
 * and company updates beyond status updates. Keys continue the sequence after `sequenceStart`.
 */
export function extraUpdates(input: ActivityInput, sequenceStart: number): UpdateRecord[] {
  const random = createPrng(SEEDS.updates);
  const out: UpdateRecord[] = [];
  let sequence = sequenceStart;
  const when = () => input.now - random.int(180 * DAY);
  const add = (update: Omit<UpdateRecord, 'key' | 'likes' | 'comments'> & { subject: string }, likers: string[] = []) => {
    const { subject, ...rest } = update;
    out.push({ ...rest, key: updateKey(rest.type, subject, rest.timestamp, ++sequence), likes: likers, comments: [] });
  };
  const sharesAndStatuses = input.updates.filter((u) => u.type === 'SHAR' || u.type === 'STAT');
  for (const member of input.members) {
    const friends = input.neighbours.get(member.id) ?? [];
    const likers = () => random.sample(friends, random.int(4));
    for (let k = 0, n = random.int(3); k < n; k++) {
      const timestamp = when();
      const kind = random.pick(['PICU', 'PRFX', 'PREC', 'APPS', 'APPM', 'VIRL', 'MSFC', 'NCON', 'CCEM'] as const);
      const base = { type: kind, timestamp, memberId: member.id, subject: member.id };
      if (kind === 'PICU') add(base, likers());
      else if (kind === 'PRFX') add({ ...base, updatedFields: ['person/summary', 'person/specialties'] }, likers());
      else if (kind === 'PREC' && friends.length) {
        const other = random.pick(friends);
        const code = random.pick(['colleague', 'business-partner', 'service-provider']);
        const snippet = `${member.firstName} is a pleasure to work with.`;
        add({ ...base, recommendation: { otherId: other, code, snippet } }, likers());
        add({ type: 'SVPR', timestamp: timestamp + 1000, memberId: other, subject: other, recommendation: { otherId: member.id, code, snippet } });
      } else if (kind === 'APPS' || kind === 'APPM') {
        const app = random.pick(words.APPLICATIONS);
        const body = `<a href="${'https://www.linkedin.com/profile/view?id=' + member.id}">${member.firstName} ${member.lastName}</a> ${app.verb} <a href="https://apps.example/${app.id}">${random.pick(words.SHARE_TOPICS)}</a>`;
        add({ ...base, activity: { appId: app.id, body } }, likers());
      } else if (kind === 'VIRL' && sharesAndStatuses.length) {
        const original = random.pick(sharesAndStatuses);
        if (original.memberId !== member.id) add({ ...base, viral: { action: random.chance(0.7) ? 'LIKE' : 'COMMENT', originalKey: original.key } });
      } else if (kind === 'MSFC') {
        const company = random.pick(input.companies);
        if (!company.followers.includes(member.id)) company.followers.push(member.id);
        add({ ...base, companyId: company.id });
      } else if ((kind === 'NCON' || kind === 'CCEM') && friends.length) {
        add({ ...base, connectedIds: [random.pick(friends)] });
      }
    }
  }
  for (const job of input.jobs) {
    if (job.posterId) add({ type: 'JOBP', timestamp: job.timestamp, memberId: job.posterId, jobId: job.id, subject: job.posterId });
    add({ type: 'CMPY', companyEvent: 'job-posting', timestamp: job.timestamp + 60_000, companyId: job.companyId, jobId: job.id, subject: job.companyId });
  }
  for (const company of input.companies) {
    for (const product of company.products ?? []) add({ type: 'CMPY', companyEvent: 'new-product', timestamp: when(), companyId: company.id, product, subject: company.id });
    const employees = input.members.filter((m) => (m.positions as { isCurrent?: boolean; company?: { id?: unknown }; title?: string }[]).some((p) => p.isCurrent && String(p.company?.id) === company.id));
    if (employees.length) {
      const mover = random.pick(employees);
      const title = (mover.positions as { title?: string }[])[0]?.title;
      add({ type: 'CMPY', companyEvent: 'person', timestamp: when(), companyId: company.id, personMove: { memberId: mover.id, action: 'joined', newTitle: title }, subject: company.id });
    }
    if (company.admins.length) add({ type: 'CMPY', companyEvent: 'profile', timestamp: when(), companyId: company.id, memberId: company.admins[0], subject: company.id });
  }
  return out;
}

/** Comments from connections on some of the commentable member updates. */
export function addComments(updates: UpdateRecord[], neighbours: Map<string, string[]>): void {
  const random = createPrng(SEEDS.comments);
  const lines = ['Congratulations!', 'Great read, thanks for sharing.', 'We saw the same at our place.', 'Well deserved.', 'Could you say more about this?', 'Agreed.'];
  let n = 0;
  for (const update of updates) {
    if (!update.memberId || !['SHAR', 'STAT', 'PROF', 'PICU', 'JGRP', 'PREC'].includes(update.type) || !random.chance(0.3)) continue;
    const friends = neighbours.get(update.memberId) ?? [];
    for (let k = 0, count = 1 + random.int(7); k < count && friends.length; k++) {
      update.comments.push({ id: `c${++n}`, memberId: random.pick(friends), comment: random.pick(lines), timestamp: update.timestamp + (k + 1) * 3_600_000 });
    }
  }
}

/**
 * Where shares come from and what they show: some were posted from Twitter or through an
 * application, some carry a picture (SS updates.json: TWITTER shares with the account's handle).
 */
export function addShareDetails(shares: ShareRecord[], members: Map<string, MemberRecord>): void {
  const random = createPrng(SEEDS.shares);
  for (const share of shares) {
    if (share.content && random.chance(0.4)) share.content.submittedImageUrl = `${share.content.submittedUrl}/cover.png`;
    if (share.companyId) {
      if (share.content && !share.content.description) share.content.description = `${share.content.title ?? 'News'}: what it means for our customers.`;
      continue;
    }
    const author = share.authorId ? members.get(share.authorId) : undefined;
    const twitter = (author?.twitterAccounts as { providerAccountId: string; providerAccountName: string }[] | undefined)?.[0];
    if (twitter && random.chance(0.3)) {
      share.source = { serviceProvider: 'TWITTER', accountHandle: twitter.providerAccountName, accountId: twitter.providerAccountId };
    } else if (random.chance(0.15)) {
      share.source = { serviceProvider: 'LINKEDIN', application: random.pick(words.APPLICATIONS).name };
    }
  }
}

/** When each connection was made: within the three years before `now`. */
export function connectionTimes(connections: [string, string][], now: number): [string, string, number][] {
  const random = createPrng(SEEDS.comments + 1);
  return connections.map(([a, b]) => [a, b, now - random.int(3 * 365) * DAY - random.int(DAY)]);
}
