// The domains of a Member Data Portability snapshot, made from the data this service already holds
// (the member's v1 profile, connections, shares, mailbox, today's comments and reactions, the
// verifications): each domain's rows keyed by the human column names of LinkedIn's data export
// ("snapshotData JSON Key Value", the Member Snapshot API's sample `{"First Name": "Tom", …}`,
// https://learn.microsoft.com/en-us/linkedin/dma/member-data-portability/shared/member-snapshot-api).
// The column names are the export's files' headers as public code that reads them records them
// (Profile.csv as the API's sample; Positions, Education, Skills, Languages, Email Addresses,
// PhoneNumbers, Publications, Recommendations_Received, Invitations, messages, Verifications; Connections'
// "Connected On" as "12 Mar 2024"; the shares' Date, ShareLink, ShareCommentary, SharedUrl, MediaUrl,
// Visibility with "MEMBER_NETWORK" for a post to anyone); the rest, and the formats public code does
// not record, are the mock's (docs/identity.md "Snapshot domains"). A domain with no rows is left
// out, as the export leaves out what does not apply to the account.
import type { MockContext } from '../../context/context.js';
import type { MemberRecord } from '../../store/types.js';
import type { ShareRecord } from '../../store/network.js';
import { pairKey } from '../../store/network.js';
import { activityUrn } from '../socialActions/socialEntity.js';
import { downloadUrl } from '../media/images.js';
import { SITE_URL } from '../../defaults.js';

/** One row of a domain: column name → text. */
export type SnapshotRow = Record<string, string>;

/** A domain of the snapshot this service fills: its name (LinkedIn's, case-sensitive) and its rows for a member. */
export interface SnapshotDomain {
  name: string;
  rows(ctx: MockContext, member: MemberRecord, apiOrigin: string): SnapshotRow[];
}

/**
 * Every domain LinkedIn lists (the Member Snapshot Domain list, as of 2025-05-15): a `domain=` not
 * among them is refused; one this service has no data for answers "No data found".
 */
export const LINKEDIN_DOMAINS: ReadonlySet<string> = new Set([
  'ADS_CLICKED', 'MEMBER_FOLLOWING', 'login', 'RICH_MEDIA', 'SEARCHES', 'INFERENCE_TAKEOUT', 'ALL_COMMENTS', 'CONTACTS', 'Events', 'RECEIPTS', 'AD_TARGETING', 'REGISTRATION',
  'REVIEWS', 'ARTICLES', 'PATENTS', 'GROUPS', 'COMPANY_FOLLOWS', 'INVITATIONS', 'PHONE_NUMBERS', 'CONNECTIONS', 'EMAIL_ADDRESSES', 'JOB_POSTINGS', 'JOB_APPLICATIONS',
  'JOB_SEEKER_PREFERENCES', 'LEARNING', 'INBOX', 'SAVED_JOBS', 'SAVED_JOB_ALERTS', 'PROFILE', 'SKILLS', 'POSITIONS', 'EDUCATION', 'TEST_SCORES', 'CAUSES_YOU_CARE_ABOUT',
  'PUBLICATIONS', 'PROJECTS', 'ORGANIZATIONS', 'LANGUAGES', 'HONORS', 'COURSES', 'CERTIFICATIONS', 'CALENDAR', 'RECOMMENDATIONS', 'ENDORSEMENTS', 'MEMBER_SHARE_INFO',
  'SECURITY_CHALLENGE_PIPE', 'TRUSTED_GRAPH', 'MARKETPLACE_ENGAGEMENTS', 'MARKETPLACE_PROVIDERS', 'MARKETPLACE_OPPORTUNITIES', 'ACTOR_SAVE_ITEM', 'JOB_APPLICANT_SAVED_ANSWERS',
  'TALENT_QUESTION_SAVED_RESPONSE', 'PROFILE_SUMMARY', 'ALL_LIKES', 'ALL_VOTES', 'RECEIPTS_LBP', 'easyapply-blocking', 'LEARNING_COACH_AI_TAKEOUT', 'LEARNING_COACH_INBOX',
  'LEARNING_ROLEPLAY_INBOX', 'VOLUNTEERING_EXPERIENCES', 'ACCOUNT_HISTORY', 'INSTANT_REPOSTS',
]);

type Json = Record<string, unknown>;
interface DateParts {
  year?: number;
  month?: number;
  day?: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
const list = <T = Json>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** "Nov 2019" (a position's Started On), "2015" without a month; '' without a year. */
function monthYear(d: DateParts | undefined): string {
  if (!d?.year) return '';
  return d.month ? `${MONTHS[d.month - 1]} ${d.year}` : String(d.year);
}

/** "12 Mar 2024" (Connections' Connected On). */
function dayMonthYear(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "2024-03-12 14:23:45" (the shares' and comments' Date), in UTC. */
function dateTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** The member's current position (the first current one, else the first). */
function currentPosition(member: MemberRecord): { title?: string; company?: { name?: string } } | undefined {
  const positions = list<{ title?: string; isCurrent?: boolean; company?: { name?: string } }>(member.positions);
  return positions.find((p) => p.isCurrent) ?? positions[0];
}

/** The address of a post on the site, as the snapshot writes it (`/feed/update/urn:li:activity:…`). */
function postLink(share: Pick<ShareRecord, 'id'>): string {
  return `${SITE_URL}/feed/update/${activityUrn(share)}`;
}

const PROFICIENCY: Readonly<Record<string, string>> = {
  ELEMENTARY: 'Elementary proficiency',
  LIMITED_WORKING: 'Limited working proficiency',
  PROFESSIONAL_WORKING: 'Professional working proficiency',
  FULL_PROFESSIONAL: 'Full professional proficiency',
  NATIVE_OR_BILINGUAL: 'Native or bilingual proficiency',
};

/** The profile's own fields (Profile.csv, the API's sample). */
function profileRows(_ctx: MockContext, m: MemberRecord): SnapshotRow[] {
  const birth = m.dateOfBirth as DateParts | undefined;
  return [
    {
      'First Name': m.firstName,
      'Last Name': m.lastName,
      'Maiden Name': text(m.maidenName),
      Address: text(m.mainAddress),
      'Birth Date': birth?.month && birth.day ? `${MONTHS[birth.month - 1]} ${birth.day}${birth.year ? `, ${birth.year}` : ''}` : '',
      Headline: text(m.headline),
      Summary: text(m.summary),
      Industry: text(m.industry),
      'Zip Code': '',
      'Geo Location': text((m.location as { name?: string } | undefined)?.name),
      'Twitter Handles': list<{ providerAccountName?: string }>(m.twitterAccounts).map((t) => text(t.providerAccountName)).join(','),
      Websites: list<{ url?: string }>(m.memberUrlResources).map((r) => text(r.url)).join(','),
      'Instant Messengers': list<{ imAccountType?: string; imAccountName?: string }>(m.imAccounts).map((i) => `${text(i.imAccountType)}:${text(i.imAccountName)}`).join(','),
    },
  ];
}

const positionRows = (_ctx: MockContext, m: MemberRecord) =>
  list<{ title?: string; summary?: string; company?: { name?: string }; location?: { name?: string }; startDate?: DateParts; endDate?: DateParts }>(m.positions).map((p) => ({
    'Company Name': text(p.company?.name),
    Title: text(p.title),
    Description: text(p.summary),
    Location: text(p.location?.name),
    'Started On': monthYear(p.startDate),
    'Finished On': monthYear(p.endDate),
  }));

const educationRows = (_ctx: MockContext, m: MemberRecord) =>
  list<{ schoolName?: string; startDate?: DateParts; endDate?: DateParts; notes?: string; degree?: string; fieldOfStudy?: string; activities?: string }>(m.educations).map((e) => ({
    'School Name': text(e.schoolName),
    'Start Date': text(e.startDate?.year),
    'End Date': text(e.endDate?.year),
    Notes: text(e.notes),
    'Degree Name': [e.degree, e.fieldOfStudy].filter(Boolean).join(', '),
    Activities: text(e.activities),
  }));

/** The member's first-degree connections (Connections.csv; the e-mail only when the connection allows it: never, here). */
function connectionRows(ctx: MockContext, m: MemberRecord): SnapshotRow[] {
  return ctx.network.connectionsOf(m.id).flatMap((id) => {
    const other = ctx.directory.members.get(id);
    if (!other) return [];
    const at = ctx.network.connectedAt.get(pairKey(m.id, id));
    const position = currentPosition(other);
    return [
      {
        'First Name': other.firstName,
        'Last Name': other.lastName,
        URL: text(other.publicProfileUrl),
        'Email Address': '',
        Company: text(position?.company?.name),
        Position: text(position?.title),
        'Connected On': at === undefined ? '' : dayMonthYear(at),
      },
    ];
  });
}

/** The member's shares and reshares, oldest first (MEMBER_SHARE_INFO). */
function shareRows(ctx: MockContext, m: MemberRecord, apiOrigin: string): SnapshotRow[] {
  const shares = [...ctx.network.shares.values()].filter((s) => s.authorId === m.id && s.companyId === undefined).sort((a, b) => a.timestamp - b.timestamp);
  return shares.map((s) => ({
    Date: dateTime(s.timestamp),
    ShareLink: postLink(s),
    ShareCommentary: text(s.comment),
    SharedUrl: text(s.content?.submittedUrl),
    MediaUrl: s.images?.length && ctx.network.images.has(s.images[0]!) ? downloadUrl(apiOrigin, ctx.network.images.get(s.images[0]!)!) : text(s.content?.submittedImageUrl),
    Visibility: s.visibility === 'connections-only' ? 'CONNECTIONS' : 'MEMBER_NETWORK',
  }));
}

/** The member's comments through today's API (ALL_COMMENTS). */
function commentRows(ctx: MockContext, m: MemberRecord): SnapshotRow[] {
  const rows: SnapshotRow[] = [];
  for (const c of ctx.network.socialComments.values()) {
    if (c.memberId !== m.id || !c.actor.startsWith('urn:li:person:')) continue;
    rows.push({ Date: dateTime(c.createdAt), Link: postLink({ id: c.shareId }), Message: c.text });
  }
  return rows;
}

/** The member's reactions through today's API (ALL_LIKES). */
function likeRows(ctx: MockContext, m: MemberRecord): SnapshotRow[] {
  const rows: SnapshotRow[] = [];
  for (const r of ctx.network.reactions.values()) {
    if (r.memberId !== m.id || !r.actor.startsWith('urn:li:person:')) continue;
    const shareId = r.entity.startsWith('share:') ? r.entity.slice('share:'.length) : ctx.network.socialComments.get(r.entity.slice('comment:'.length))?.shareId;
    rows.push({ Date: dateTime(r.createdAt), Type: r.reactionType, Link: shareId ? postLink({ id: shareId }) : r.root });
  }
  return rows;
}

const nameOf = (ctx: MockContext, id: string | undefined) => {
  const member = id ? ctx.directory.members.get(id) : undefined;
  return member ? `${member.firstName} ${member.lastName}` : '';
};
const urlOf = (ctx: MockContext, id: string | undefined) => text((id ? ctx.directory.members.get(id) : undefined)?.publicProfileUrl);

/** Messages the member sent and received (INBOX, messages.csv). */
function inboxRows(ctx: MockContext, m: MemberRecord): SnapshotRow[] {
  return ctx.network.mailbox
    .filter((item) => item.kind === 'message' && (item.senderId === m.id || item.recipientId === m.id))
    .map((item) => ({
      'CONVERSATION ID': item.id,
      'CONVERSATION TITLE': '',
      FROM: nameOf(ctx, item.senderId),
      'SENDER PROFILE URL': urlOf(ctx, item.senderId),
      TO: nameOf(ctx, item.recipientId),
      'RECIPIENT PROFILE URLS': urlOf(ctx, item.recipientId),
      DATE: `${dateTime(item.timestamp)} UTC`,
      SUBJECT: item.subject,
      CONTENT: item.body,
      FOLDER: item.senderId === m.id ? 'SENT' : 'INBOX',
    }));
}

/** Invitations the member sent and received (INVITATIONS, Invitations.csv). */
function invitationRows(ctx: MockContext, m: MemberRecord): SnapshotRow[] {
  return ctx.network.mailbox
    .filter((item) => item.kind === 'invitation' && (item.senderId === m.id || item.recipientId === m.id))
    .map((item) => ({
      From: nameOf(ctx, item.senderId),
      To: item.recipientId ? nameOf(ctx, item.recipientId) : [item.recipientEmail?.firstName, item.recipientEmail?.lastName].filter(Boolean).join(' ') || text(item.recipientEmail?.address),
      'Sent At': dayMonthYear(item.timestamp),
      Message: item.body,
      Direction: item.senderId === m.id ? 'OUTGOING' : 'INCOMING',
      inviterProfileUrl: urlOf(ctx, item.senderId),
      inviteeProfileUrl: urlOf(ctx, item.recipientId),
    }));
}

/** The member's verifications (TRUSTED_GRAPH, Verifications/Verifications.csv). */
function verificationRows(_ctx: MockContext, m: MemberRecord): SnapshotRow[] {
  const base = { 'First name': m.firstName, 'Middle name': '', 'Last name': m.lastName };
  const blank = { Country: '', State: '', City: '', 'Year of birth': '', 'Issuing authority': '', 'Document type': '', 'Expiry date': '' };
  const rows: SnapshotRow[] = [];
  const identity = m.verification?.identity;
  if (identity) {
    rows.push({ ...base, 'Verification type': 'IDENTITY', 'Organization name': '', 'Email address': '', ...blank, 'Verification service provider': 'CLEAR', 'Verified date': dateTime(identity.verifiedAt).slice(0, 10), 'Document type': 'GOVERNMENT_ID' });
  }
  const workplace = m.verification?.workplace;
  if (workplace) {
    rows.push({ ...base, 'Verification type': 'WORKPLACE', 'Organization name': workplace.organizationName, 'Email address': m.email, ...blank, 'Verification service provider': 'LINKEDIN', 'Verified date': dateTime(workplace.verifiedAt).slice(0, 10) });
  }
  return rows;
}

/** The domains this service fills, in the order a snapshot without `domain=` pages through them. */
export const SNAPSHOT_DOMAINS: readonly SnapshotDomain[] = [
  { name: 'PROFILE', rows: profileRows },
  { name: 'POSITIONS', rows: positionRows },
  { name: 'EDUCATION', rows: educationRows },
  { name: 'SKILLS', rows: (_c, m) => list<{ skill?: { name?: string } }>(m.skills).map((s) => ({ Name: text(s.skill?.name) })) },
  {
    name: 'LANGUAGES',
    rows: (_c, m) => list<{ language?: { name?: string }; proficiency?: { level?: string } }>(m.languages).map((l) => ({ Name: text(l.language?.name), Proficiency: PROFICIENCY[text(l.proficiency?.level)] ?? '' })),
  },
  {
    name: 'CERTIFICATIONS',
    rows: (_c, m) =>
      list<{ name?: string; url?: string; authority?: { name?: string }; startDate?: DateParts; endDate?: DateParts; number?: string }>(m.certifications).map((c) => ({
        Name: text(c.name),
        Url: text(c.url),
        Authority: text(c.authority?.name),
        'Started On': monthYear(c.startDate),
        'Finished On': monthYear(c.endDate),
        'License Number': text(c.number),
      })),
  },
  { name: 'COURSES', rows: (_c, m) => list<{ name?: string; number?: string }>(m.courses).map((c) => ({ Name: text(c.name), Number: text(c.number) })) },
  {
    name: 'HONORS',
    rows: (_c, m) => list<{ name?: string; issuer?: string; date?: DateParts }>(m.honorsAwards).map((h) => ({ Title: text(h.name), Description: text(h.issuer), 'Issued On': monthYear(h.date) })),
  },
  {
    name: 'PUBLICATIONS',
    rows: (_c, m) =>
      list<{ title?: string; date?: DateParts; summary?: string; publisher?: { name?: string }; url?: string }>(m.publications).map((p) => ({
        Name: text(p.title),
        'Published On': monthYear(p.date),
        Description: text(p.summary),
        Publisher: text(p.publisher?.name),
        Url: text(p.url),
      })),
  },
  {
    name: 'PATENTS',
    rows: (_c, m) =>
      list<{ title?: string; summary?: string; url?: string; date?: DateParts; number?: string }>(m.patents).map((p) => ({
        Title: text(p.title),
        Description: text(p.summary),
        Url: text(p.url),
        'Issued On': monthYear(p.date),
        'Patent Number': text(p.number),
      })),
  },
  {
    name: 'VOLUNTEERING_EXPERIENCES',
    rows: (_c, m) =>
      list<{ role?: string; organization?: { name?: string }; cause?: { name?: string }; startDate?: DateParts; endDate?: DateParts }>((m.volunteer as Json | undefined)?.volunteerExperiences).map((v) => ({
        'Company Name': text(v.organization?.name),
        Role: text(v.role),
        Cause: text(v.cause?.name),
        'Started On': monthYear(v.startDate),
        'Finished On': monthYear(v.endDate),
        Description: '',
      })),
  },
  {
    name: 'RECOMMENDATIONS',
    rows: (ctx, m) =>
      list<{ recommendationText?: string; recommender?: { id?: string; firstName?: string; lastName?: string } }>(m.recommendationsReceived).map((r) => {
        const by = r.recommender?.id ? ctx.directory.members.get(r.recommender.id) : undefined;
        const position = by ? currentPosition(by) : undefined;
        return {
          'First Name': by?.firstName ?? text(r.recommender?.firstName),
          'Last Name': by?.lastName ?? text(r.recommender?.lastName),
          Company: text(position?.company?.name),
          'Job Title': text(position?.title),
          Text: text(r.recommendationText),
          'Creation Date': '',
          Status: 'VISIBLE',
        };
      }),
  },
  { name: 'EMAIL_ADDRESSES', rows: (_c, m) => [{ 'Email Address': m.email, Confirmed: 'Yes', Primary: 'Yes', 'Updated On': '' }] },
  {
    name: 'PHONE_NUMBERS',
    rows: (_c, m) => list<{ phoneType?: string; phoneNumber?: string }>(m.phoneNumbers).map((p) => ({ Extension: '', Number: text(p.phoneNumber), Type: text(p.phoneType).replace(/^./, (c) => c.toUpperCase()) })),
  },
  { name: 'CONNECTIONS', rows: connectionRows },
  { name: 'MEMBER_SHARE_INFO', rows: shareRows },
  { name: 'ALL_COMMENTS', rows: commentRows },
  { name: 'ALL_LIKES', rows: likeRows },
  { name: 'INBOX', rows: inboxRows },
  { name: 'INVITATIONS', rows: invitationRows },
  { name: 'TRUSTED_GRAPH', rows: verificationRows },
];

