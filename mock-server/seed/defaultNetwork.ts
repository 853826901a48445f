// The default REST data set: several hundred members around the demo member, with a connection
// graph (first, second and third degree, and a cluster out of the demo member's network),
// companies, groups with posts, shares and network updates, statuses and a mailbox.
// Generated from a fixed seed, so ids and content are the same on every start.
import type { MemberRecord } from '../store/types.js';
import type { NetworkData, UpdateRecord, UpdateType } from '../store/network.js';
import { updateKey as keyOf } from '../store/network.js';
import { DEMO_MEMBER } from './demoAccounts.js';
import { createPrng, type Prng } from './prng.js';
import * as words from './vocabulary.js';
import { SITE_URL } from '../defaults.js';
import { profileDetails } from './profileDetails.js';
import { adaProfile } from './adaProfile.js';
import { withSeededVerification } from './verifications.js';
import { addComments, addCompanyDetails, addGroupDetails, addPostDetails, addShareDetails, connectionTimes, extraUpdates, makeJobs } from './networkActivity.js';

/** The seed of the default data set. Changing it changes every generated id. */
const DEFAULT_SEED = 1815;
/** Members generated besides the demo member. */
export const GENERATED_MEMBERS = 420;
/** How many generated members the demo member is connected with. */
export const DEMO_CONNECTIONS = 128;
/** The last generated members form a cluster of their own, out of the demo member's network. */
const OUT_OF_NETWORK_MEMBERS = 40;
/** The data set's "now": generated timestamps lie in the half year before it. */
const SEED_TIME = Date.UTC(2025, 5, 1);
/** Password of every generated member, so any of them can sign in to the dialog. */
const GENERATED_PASSWORD = 'demo-password';
/** Members of the built-in OAuth fixtures (Charles Babbage, Grace Hopper, Alan Turing) the graph links in. */
const FIXTURE_MEMBER_IDS = ['Qm7Rt2VdN8', 'Lk4Hs8PzC3', 'Tw9Fj1YgE6'];
/** The company the demo member works for and administers (rw_company_admin). */
export const DEMO_COMPANY_ID = '1001';
/** The company the demo member worked for before. */
const ADA_PAST_COMPANY_ID = '1003';
/** Companies the demo member follows (besides whatever the followers sample gives her). */
const ADA_FOLLOWS = ['1003', '1005', '1012'];

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const DAY = 86_400_000;

function memberId(random: Prng): string {
  let id = '';
  for (let i = 0; i < 10; i++) id += ID_CHARS[random.int(ID_CHARS.length)];
  return id;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface DefaultData {
  members: MemberRecord[];
  network: NetworkData;
}

function profile(random: Prng, base: { id: string; firstName: string; lastName: string }, index: number): Omit<MemberRecord, 'email' | 'password'> {
  const location = random.pick(words.LOCATIONS);
  const companyIndexes = random.sample(words.COMPANIES.map((_, i) => i), 1 + random.int(3));
  let year = 2024 - random.int(4);
  const positions = companyIndexes.map((ci, i) => {
    const company = words.COMPANIES[ci];
    const start = { year: year - 1 - random.int(5), month: 1 + random.int(12) };
    const position: Record<string, unknown> = {
      id: 100000 + index * 10 + i,
      title: random.pick(words.TITLES),
      summary: `Working on ${random.pick(words.SKILLS).toLowerCase()} at ${company.name}.`,
      startDate: start,
      isCurrent: i === 0,
      company: { id: 1001 + ci, name: company.name, industry: company.industry },
    };
    if (i > 0) position.endDate = { year, month: 1 + random.int(12) };
    year = start.year;
    return position;
  });
  const current = positions[0] as { title: string; company: { name: string; industry: string } };
  const schools = random.sample(words.SCHOOLS, 1 + random.int(2));
  let schoolYear = year - 1;
  const educations = schools.map((schoolName, i) => {
    const education = {
      id: 200000 + index * 10 + i,
      schoolName,
      fieldOfStudy: random.pick(words.FIELDS_OF_STUDY),
      degree: random.pick(words.DEGREES),
      startDate: { year: schoolYear - 3 },
      endDate: { year: schoolYear },
    };
    schoolYear -= 3;
    return education;
  });
  const handle = `${slug(base.firstName)}-${slug(base.lastName)}-${base.id.slice(0, 4).toLowerCase()}`;
  return {
    ...base,
    headline: `${current.title} at ${current.company.name}`,
    industry: current.company.industry,
    location: { name: location.name, country: { code: location.code } },
    summary: `${base.firstName} is a ${current.title.toLowerCase()} who cares about ${random.pick(words.SKILLS).toLowerCase()} and ${random.pick(words.SKILLS).toLowerCase()}.`,
    specialties: random.sample(words.SKILLS, 3).join(', '),
    positions,
    educations,
    skills: random.sample(words.SKILLS, 3 + random.int(4)).map((name, i) => ({ id: 300000 + index * 10 + i, skill: { name } })),
    languages: random.sample(words.LANGUAGES, 1 + random.int(3)).map((name, i) => ({ id: 400000 + index * 10 + i, language: { name } })),
    interests: random.sample(words.SKILLS, 2).join(', '),
    dateOfBirth: { year: 1960 + random.int(40), month: 1 + random.int(12), day: 1 + random.int(28) },
    publicProfileUrl: `${SITE_URL}/in/${handle}`,
    phoneNumbers: [{ phoneType: 'mobile', phoneNumber: `+44 7700 9${String(random.int(100000)).padStart(5, '0')}` }],
    mainAddress: `${1 + random.int(200)} ${random.pick(['High Street', 'Mill Lane', 'Station Road', 'Church Street'])}, ${location.name}`,
    twitterAccounts: random.chance(0.5) ? [{ providerAccountId: String(10_000_000 + index), providerAccountName: handle.replace(/-/g, '_') }] : [],
    imAccounts: [],
  };
}

function generate(): DefaultData {
  const random = createPrng(DEFAULT_SEED);
  const usedIds = new Set<string>([DEMO_MEMBER.id, ...FIXTURE_MEMBER_IDS]);
  const usedEmails = new Set<string>();
  const members: MemberRecord[] = [];

  const demo = { ...profile(random, DEMO_MEMBER, 0), ...DEMO_MEMBER } as MemberRecord;
  Object.assign(demo, adaProfile(SEED_TIME, { current: DEMO_COMPANY_ID, past: ADA_PAST_COMPANY_ID }));
  members.push(demo);

  for (let i = 1; i <= GENERATED_MEMBERS; i++) {
    let id = memberId(random);
    while (usedIds.has(id)) id = memberId(random);
    usedIds.add(id);
    const firstName = random.pick(words.FIRST_NAMES);
    const lastName = random.pick(words.LAST_NAMES);
    let email = `${slug(firstName)}.${slug(lastName)}@example.com`;
    for (let n = 2; usedEmails.has(email); n++) email = `${slug(firstName)}.${slug(lastName)}${n}@example.com`;
    usedEmails.add(email);
    members.push({ ...profile(random, { id, firstName, lastName }, i), email, password: GENERATED_PASSWORD } as MemberRecord);
  }

  // Connection graph. In network: members 1..(N - OUT); the demo member knows the first DEMO_CONNECTIONS.
  const connections: [string, string][] = [];
  const inNetworkEnd = GENERATED_MEMBERS - OUT_OF_NETWORK_MEMBERS;
  for (let i = 1; i <= DEMO_CONNECTIONS; i++) connections.push([demo.id, members[i].id]);
  connections.push([demo.id, FIXTURE_MEMBER_IDS[0]], [demo.id, FIXTURE_MEMBER_IDS[1]], [FIXTURE_MEMBER_IDS[0], FIXTURE_MEMBER_IDS[2]]);
  for (let i = 1; i <= inNetworkEnd; i++) {
    for (let k = 0; k < 3; k++) {
      // Members past the demo's connections link to earlier ones, so every one is within three degrees.
      const j = i > DEMO_CONNECTIONS && k === 0 ? 1 + random.int(Math.min(i - 1, inNetworkEnd)) : 1 + random.int(inNetworkEnd);
      if (j !== i && !(i <= DEMO_CONNECTIONS && j <= DEMO_CONNECTIONS && random.chance(0.5))) connections.push([members[i].id, members[j].id]);
    }
  }
  for (let i = inNetworkEnd + 1; i <= GENERATED_MEMBERS; i++) {
    const j = inNetworkEnd + 1 + random.int(OUT_OF_NETWORK_MEMBERS);
    if (j !== i) connections.push([members[i].id, members[j].id]);
  }

  // Companies: the demo member administers Difference Works.
  const companies = words.COMPANIES.map((company, ci) => {
    const id = String(1001 + ci);
    const employees = members.filter((m) => String((m.positions as { company: { id: number } }[])[0].company.id) === id).map((m) => m.id);
    const admins = id === DEMO_COMPANY_ID ? [demo.id, ...employees.filter((e) => e !== demo.id).slice(0, 1)] : employees.slice(0, 1);
    const location = random.pick(words.LOCATIONS);
    return {
      id,
      name: company.name,
      universalName: slug(company.name),
      industry: company.industry,
      description: `${company.name} builds things for the ${company.industry.toLowerCase()} trade.`,
      websiteUrl: `https://www.${slug(company.name).replace(/-/g, '')}.example`,
      foundedYear: 1950 + random.int(70),
      employeeCount: 50 + random.int(5000),
      specialties: random.sample(words.SKILLS, 3),
      locations: [{ description: 'Headquarters', address: { city: location.name.split(',')[0], countryCode: location.code } }],
      admins,
      followers: random.sample(members.map((m) => m.id), 20 + random.int(120)),
    };
  });

  const shares: NetworkData['shares'] = [];
  const updates: UpdateRecord[] = [];
  let updateSeq = 0;
  const updateKey = (type: UpdateType, subject: string, timestamp: number) => {
    random.int(1_000_000); // drawn by the first data set's keys; kept so the data after it stays the same
    return keyOf(type, subject, timestamp, ++updateSeq);
  };
  const when = () => SEED_TIME - random.int(180 * DAY);

  for (const company of companies) {
    const n = company.id === DEMO_COMPANY_ID ? 25 : 3 + random.int(8);
    for (let k = 0; k < n; k++) {
      const share = {
        id: `s${10_000 + shares.length}`,
        companyId: company.id,
        comment: `${company.name}: ${random.pick(words.SHARE_TOPICS)}`,
        content: { title: random.pick(words.SHARE_TOPICS), submittedUrl: `${company.websiteUrl}/news/${k + 1}` },
        visibility: 'anyone' as const,
        timestamp: when(),
      };
      shares.push(share);
      updates.push({ key: updateKey('CMPY', company.id, share.timestamp), type: 'CMPY', companyEvent: 'status-update', timestamp: share.timestamp, companyId: company.id, shareId: share.id, likes: [], comments: [] });
    }
  }

  // Groups: the demo member belongs to the first three.
  const groups = words.GROUP_NAMES.map((name, gi) => {
    const memberIds = random.sample(members.slice(1).map((m) => m.id), 15 + random.int(60));
    if (gi < 3) memberIds.splice(1, 0, demo.id); // a member, not the owner
    return {
      id: String(5001 + gi),
      name,
      shortDescription: `A group for ${name.toLowerCase()}.`,
      description: `${name}: questions, news and discussions. Be kind, stay on topic.`,
      isOpenToNonMembers: gi % 4 !== 3,
      createdAt: SEED_TIME - (400 + random.int(2000)) * DAY,
      members: memberIds,
      managers: memberIds.slice(0, 1),
    };
  });
  const posts: NetworkData['posts'] = [];
  for (const group of groups) {
    const n = 5 + random.int(12);
    for (let k = 0; k < n; k++) {
      const creatorId = random.pick(group.members);
      const timestamp = when();
      posts.push({
        id: `g-${group.id}-S-${100 + k}`,
        groupId: group.id,
        creatorId,
        title: random.pick(words.SHARE_TOPICS),
        summary: `Opening a discussion: ${random.pick(words.SHARE_TOPICS).toLowerCase()}. What do you think?`,
        timestamp,
        likes: random.sample(group.members, random.int(6)),
        comments: Array.from({ length: random.int(4) }, (_, c) => ({
          id: `g-${group.id}-S-${100 + k}-C-${c + 1}`,
          creatorId: random.pick(group.members),
          text: random.pick(['Agreed.', 'Interesting point, thanks for sharing.', 'We saw the same thing last year.', 'Could you say more?']),
          timestamp: timestamp + (c + 1) * 3_600_000,
        })),
      });
    }
  }

  // Member activity: shares, status, profile and connection updates, group joins.
  const statuses: [string, string][] = [];
  const byId = new Map(members.map((m) => [m.id, m]));
  const neighbours = new Map<string, string[]>();
  for (const [a, b] of connections) {
    if (!neighbours.has(a)) neighbours.set(a, []);
    if (!neighbours.has(b)) neighbours.set(b, []);
    neighbours.get(a)!.push(b);
    neighbours.get(b)!.push(a);
  }
  for (const member of members) {
    const n = member.id === demo.id ? 4 : 1 + random.int(3);
    for (let k = 0; k < n; k++) {
      const timestamp = when();
      const base = { timestamp, memberId: member.id, likes: random.sample(neighbours.get(member.id) ?? [], random.int(4)), comments: [] };
      const kind = random.pick(['SHAR', 'SHAR', 'CONN', 'PROF', 'STAT', 'JGRP'] as const);
      if (kind === 'SHAR') {
        const topic = random.pick(words.SHARE_TOPICS);
        const share = {
          id: `s${10_000 + shares.length}`,
          authorId: member.id,
          comment: `Worth reading: ${topic.toLowerCase()}.`,
          content: { title: topic, description: `${topic}, in ten minutes.`, submittedUrl: `https://blog.example/${slug(topic)}` },
          visibility: 'anyone' as const,
          timestamp,
        };
        shares.push(share);
        updates.push({ ...base, key: updateKey('SHAR', member.id, timestamp), type: 'SHAR', shareId: share.id });
      } else if (kind === 'CONN') {
        const others = neighbours.get(member.id) ?? [];
        if (!others.length) continue;
        updates.push({ ...base, key: updateKey('CONN', member.id, timestamp), type: 'CONN', connectedIds: random.sample(others, 1 + random.int(2)) });
      } else if (kind === 'PROF') {
        updates.push({ ...base, key: updateKey('PROF', member.id, timestamp), type: 'PROF', updatedFields: ['person/headline', 'person/positions'] });
      } else if (kind === 'STAT') {
        const text = `Thinking about ${random.pick(words.SKILLS).toLowerCase()} today.`;
        statuses.push([member.id, text]);
        updates.push({ ...base, key: updateKey('STAT', member.id, timestamp), type: 'STAT', text });
      } else {
        const joined = groups.filter((g) => g.members.includes(member.id));
        if (!joined.length) continue;
        updates.push({ ...base, key: updateKey('JGRP', member.id, timestamp), type: 'JGRP', groupId: random.pick(joined).id });
      }
    }
  }

  const demoFriends = (neighbours.get(demo.id) ?? []).filter((id) => byId.has(id));
  const mailbox = demoFriends.slice(0, 3).map((senderId, k) => ({
    id: `m-${k + 1}`,
    kind: 'message' as const,
    senderId,
    recipientId: demo.id,
    subject: ['Your notes on the engine', 'Coffee next week?', 'Question about Bernoulli numbers'][k],
    body: 'Hello Ada, I read your notes and would like to talk about them. Best regards.',
    timestamp: SEED_TIME - (k + 1) * DAY,
  }));

  // The full v1 surface: profile sections, company, group and post details, jobs, every update type.
  const nameOf = (id: string) => {
    const member = byId.get(id);
    return member ? `${member.firstName} ${member.lastName}` : id;
  };
  members.forEach((member, index) => {
    if (member.id !== demo.id) Object.assign(member, profileDetails(member, index, { neighbours: neighbours.get(member.id) ?? [], now: SEED_TIME, nameOf }));
  });
  addCompanyDetails(companies);
  for (const id of ADA_FOLLOWS) {
    const company = companies.find((c) => c.id === id)!;
    if (!company.followers.includes(demo.id)) company.followers.push(demo.id);
  }
  const jobs = makeJobs(companies, members, SEED_TIME);
  demo.jobBookmarks = jobs
    .filter((job) => ADA_FOLLOWS.includes(job.companyId))
    .slice(0, 2)
    .map((job, i) => ({
      isApplied: i === 0,
      isSaved: true,
      savedTimestamp: job.timestamp + DAY,
      ...(i === 0 ? { appliedTimestamp: job.timestamp + 2 * DAY } : {}),
      job: { id: Number(job.id), position: { title: job.title }, company: { id: Number(job.companyId), name: companies.find((c) => c.id === job.companyId)!.name }, postingTimestamp: job.timestamp },
    }));
  addGroupDetails(groups);
  addPostDetails(posts);
  addShareDetails(shares, byId);
  updates.push(...extraUpdates({ members, companies, groups, jobs, updates, neighbours, now: SEED_TIME }, updateSeq));
  addComments(updates, neighbours);

  // Who is verified on LinkedIn among the generated members (verifications.ts).
  return { members: members.map(withSeededVerification), network: { connections: connectionTimes(connections, SEED_TIME), companies, jobs, groups, posts, shares, updates, mailbox, statuses } };
}

let cached: DefaultData | undefined;

/**
 * The default data set (generated once per process, then copied by each service).
 * @example const { members, network } = defaultNetwork(); members.length // 421
 */
export function defaultNetwork(): DefaultData {
  cached ??= generate();
  return cached;
}
