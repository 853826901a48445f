// The REST API's data beside the directory's members: who is connected to whom, companies,
// groups and their posts, shares and network updates, current statuses and the mailbox.
// Member profiles stay in the directory (one source of truth); this store refers to them by id.

import { GroupedMap } from './groupedMap.js';

/** A share posted by a member or, for a company share, on a company page. */
export interface ShareRecord {
  id: string;
  authorId?: string;
  companyId?: string;
  comment?: string;
  content?: { title?: string; description?: string; submittedUrl?: string; submittedImageUrl?: string };
  visibility: 'anyone' | 'connections-only';
  /** The visibility today's API was sent (PUBLIC, LOGGED_IN, CONNECTIONS, CONTAINER), read back as sent; absent for a share of v1 or of /v2/shares. */
  todayVisibility?: 'PUBLIC' | 'LOGGED_IN' | 'CONNECTIONS' | 'CONTAINER';
  timestamp: number;
  /** Id of the share this one reshares. */
  attributionShareId?: string;
  /** Its author stopped others resharing it (`isReshareDisabledByAuthor` of today's Posts API). */
  reshareDisabled?: boolean;
  /** Images of today's API (`urn:li:image:…`, /rest/images) the post shows. */
  images?: string[];
  /** Where LinkedIn cut its commentary (little text, today/posts/littleText.ts), and the start of what it dropped, for the feed page. */
  commentaryCut?: { at: number; dropped: string };
  /** When its author last edited it (today's partial update of /rest/posts). */
  editedAt?: number;
  /** Comments on it are turned off (the Social Metadata API's commentsState CLOSED). */
  commentsClosed?: boolean;
  /** The poll of a post of today's Posts API (`content.poll`): its question, options and settings as sent (Poll API). */
  poll?: { question: string; options: string[]; duration?: string; voteSelectionType?: string };
  /** The video or document of today's API the post shows (`urn:li:video:…`, `urn:li:document:…`), with its title. */
  media?: { urn: string; title?: string };
  /** Where it was posted: LINKEDIN (the default) or TWITTER, and through which application. */
  source?: { serviceProvider: 'LINKEDIN' | 'TWITTER'; application?: string; accountHandle?: string; accountId?: string };
}

/** A post that was deleted (DELETE /rest/posts/{urn}): what it was and when it went, for the idempotent delete and the duplicate rule. */
export type DeletedPostRecord = ShareRecord & { deletedAt: number };

/**
 * The update types a network update stream carries (docs/rest.md "Sources"): CONN new
 * connections, NCON a new member connected, CCEM an invited contact joined, SHAR a share, STAT a
 * status, PICU a new picture, PROF and PRFX profile changes, JGRP a group joined, CMPY a company
 * update, MSFC a member followed a company, APPS and APPM application activity, VIRL a like or
 * comment on someone's update, PREC and SVPR recommendations, JOBP a job posted.
 */
export const UPDATE_TYPES = [
  'CONN', 'NCON', 'CCEM', 'SHAR', 'STAT', 'PICU', 'PROF', 'PRFX', 'JGRP', 'CMPY', 'MSFC', 'APPS', 'APPM', 'VIRL', 'PREC', 'SVPR', 'JOBP',
] as const;
export type UpdateType = (typeof UPDATE_TYPES)[number];

/** What a company update (CMPY) is about; the first three are the `event-type` filter's values. */
export type CompanyEvent = 'status-update' | 'job-posting' | 'new-product' | 'person' | 'profile';

/** A comment on a network update. */
interface UpdateComment {
  id: string;
  memberId: string;
  comment: string;
  timestamp: number;
}

/** A network update: what shows up in members' network update streams. */
export interface UpdateRecord {
  key: string;
  type: UpdateType;
  timestamp: number;
  /** The member the update is about (all types but CMPY). */
  memberId?: string;
  /** CMPY, MSFC: the company. */
  companyId?: string;
  /** CMPY: what the company update is about (default status-update). */
  companyEvent?: CompanyEvent;
  /** SHAR and CMPY status updates: the share. */
  shareId?: string;
  /** CONN: the members the member connected with. NCON, CCEM: the member who joined. */
  connectedIds?: string[];
  /** JGRP: the group joined. */
  groupId?: string;
  /** STAT: the status text. */
  text?: string;
  /** PROF, PRFX: the profile parts that changed, as `person/headline`, `person/positions`. */
  updatedFields?: string[];
  /** PREC (the member recommended someone) and SVPR (the member was recommended). */
  recommendation?: { otherId: string; code: string; snippet: string };
  /** APPS, APPM: the application's activity. */
  activity?: { appId: string; body: string };
  /** VIRL: the member liked or commented on another update. */
  viral?: { action: 'LIKE' | 'COMMENT'; originalKey: string };
  /** JOBP and CMPY job postings: the job. */
  jobId?: string;
  /** CMPY new-product: the product. */
  product?: { id: number; name: string };
  /** CMPY person: who moved, and from which title to which. */
  personMove?: { memberId: string; action: 'joined' | 'left' | 'position-change'; oldTitle?: string; newTitle?: string };
  /** Member ids who liked it. */
  likes: string[];
  comments: UpdateComment[];
}

export interface CompanyLocation {
  description?: string;
  isHeadquarters?: boolean;
  isActive?: boolean;
  address: { street1?: string; street2?: string; city: string; state?: string; postalCode?: string; countryCode: string; regionCode?: number };
  contactInfo?: { phone1?: string; phone2?: string; fax?: string };
}

export interface CompanyRecord {
  id: string;
  name: string;
  universalName: string;
  industry: string;
  description: string;
  websiteUrl: string;
  foundedYear: number;
  /** The year it closed, for companies out of business. */
  endYear?: number;
  employeeCount: number;
  specialties: string[];
  locations: CompanyLocation[];
  /** Code of the company type: C public, D educational, E self-employed, G government agency, N non-profit, O self-owned, P privately held, S partnership. */
  companyType?: string;
  /** Status code: OPR operating, OPS operating subsidiary, RRG reorganizing, OOB out of business, ACQ acquired. */
  status?: string;
  ticker?: string;
  /** Stock exchange code (NYS, NMS, LON…). */
  stockExchange?: string;
  twitterId?: string;
  blogRssUrl?: string;
  emailDomains?: string[];
  /** Member ids who may post for the company and read its statistics (rw_company_admin); today's API shows each as an ADMINISTRATOR, APPROVED. */
  admins: string[];
  /** Other roles members hold on the company page (today's organizationAcls: CONTENT_ADMINISTRATOR, ANALYST…, and their states). */
  pageRoles?: PageRoleAssignment[];
  followers: string[];
  /** Its products (new-product updates name them), and the members who recommended each (IN/RecommendProduct). */
  products?: { id: number; name: string; recommenders?: string[] }[];
}

/** A role a member holds on a company page (today/organizations/pageRoles.ts lists the roles and states). */
export interface PageRoleAssignment {
  memberId: string;
  role: string;
  /** APPROVED unless given. */
  state?: string;
}

/** A job posted by a company (JOBP updates, company job-posting updates, job bookmarks). */
export interface JobRecord {
  id: string;
  companyId: string;
  title: string;
  description: string;
  locationDescription: string;
  /** The member who posted it. */
  posterId?: string;
  timestamp: number;
}

/** A member's settings in a group (group-memberships fields). */
export interface MembershipSettings {
  showGroupLogoInProfile: boolean;
  allowMessagesFromMembers: boolean;
  emailDigestFrequency: 'none' | 'daily' | 'weekly';
  emailAnnouncementsFromManagers: boolean;
  emailForEveryNewPost: boolean;
  contactEmail?: string;
}

export interface GroupRecord {
  id: string;
  name: string;
  shortDescription: string;
  description: string;
  isOpenToNonMembers: boolean;
  createdAt: number;
  /** Member ids, in the order they joined; the first is the owner. */
  members: string[];
  managers: string[];
  /** Category code (professional, alumni, corporate, conference, networking, philanthropic, other). */
  category?: string;
  locale?: string;
  websiteUrl?: string;
  contactEmail?: string;
  location?: { country?: string; postalCode?: string };
  allowMemberInvites?: boolean;
  /** Member id → settings, for members who changed them. */
  settings?: Record<string, MembershipSettings>;
}

export interface PostComment {
  id: string;
  creatorId: string;
  text: string;
  timestamp: number;
  /** Member ids who flagged it as inappropriate (it is hidden from them). */
  flaggedBy?: string[];
}

export interface PostRecord {
  id: string;
  groupId: string;
  creatorId: string;
  title: string;
  summary: string;
  timestamp: number;
  /** discussion (default), job or promotion. */
  category?: 'discussion' | 'job' | 'promotion';
  /** A shared link (post attachment). */
  attachment?: { contentUrl: string; title?: string; summary?: string; imageUrl?: string; contentDomain?: string };
  likes: string[];
  /** Member ids following the discussion (the creator follows it from the start). */
  followers?: string[];
  /** Member ids who flagged it as inappropriate (it is hidden from them). */
  flaggedBy?: string[];
  comments: PostComment[];
}

export interface MailboxItem {
  id: string;
  kind: 'message' | 'invitation';
  senderId: string;
  /** The recipient member, or, for an invitation by e-mail to someone who is not a member, undefined. */
  recipientId?: string;
  /** An invitation by e-mail: the address and the name given. */
  recipientEmail?: { address: string; firstName?: string; lastName?: string };
  subject: string;
  body: string;
  timestamp: number;
}

/** An image uploaded through today's Images API (/rest/images?action=initializeUpload, then a PUT). */
export interface ImageRecord {
  /** The id in `urn:li:image:{id}`. */
  id: string;
  /** The member who may upload it and use it in a post. */
  ownerId: string;
  /** The company page that owns it (`owner: urn:li:organization:{id}`): only the page's posts may show it. */
  organizationId?: string;
  /** WAITING_UPLOAD until the bytes come, then AVAILABLE: uploaded (what the API shows is today/media/mediaStatus.ts's). */
  status: 'WAITING_UPLOAD' | 'AVAILABLE';
  /** The secret in the upload URL (`?ut=`). */
  uploadToken: string;
  uploadUrlExpiresAt: number;
  createdAt: number;
  /** Once uploaded: the media type sent with the bytes, and the bytes (base64). */
  mediaType?: string;
  data?: string;
  /** Once uploaded: how many bytes, and when (today/media/mediaBounds.ts counts them). */
  size?: number;
  uploadedAt?: number;
  /** Set when a post shows it: it then never expires (today/media/mediaBounds.ts). */
  inPost?: boolean;
  /** Held in PROCESSING, or failed with this reason, by the admin API (today/media/mediaControl.ts). */
  held?: boolean;
  failureReason?: string;
}

/** A video (/rest/videos, or a legacy feedshare-video asset) or a document (/rest/documents) of today's API. */
export interface MediaRecord {
  /** The id in `urn:li:video:{id}` / `urn:li:document:{id}` (and `urn:li:digitalmediaAsset:{id}` for an asset). */
  id: string;
  kind: 'video' | 'document';
  /** The member who initialised it and may upload it and post it. */
  ownerId: string;
  /** The company page that owns it (`owner: urn:li:organization:{id}`): only the page's posts may show it. */
  organizationId?: string;
  /** The secret in the upload URLs (`?ut=`); for videos also the `uploadToken` of finalizeUpload when there are several parts. */
  uploadToken: string;
  uploadUrlExpiresAt: number;
  createdAt: number;
  /** Registered through /v2/assets?action=registerUpload: one PUT, no finalize. */
  legacyAsset?: boolean;
  /** Videos: the size declared at initializeUpload, and each part's bytes (base64) and ETag once PUT. */
  fileSizeBytes?: number;
  parts?: ({ etag: string; data: string } | null)[];
  /** Captions or a thumbnail were asked for at initializeUpload. */
  captions?: boolean;
  thumbnail?: boolean;
  /** The whole file (base64) and its type, once uploaded (a video once finalized). */
  mediaType?: string;
  data?: string;
  uploadedAt?: number;
  held?: boolean;
  failureReason?: string;
  /** Bytes held (a video's parts so far, a document's or asset's file) and whether a post shows it (today/media/mediaBounds.ts). */
  size?: number;
  inPost?: boolean;
}

/**
 * A comment of today's Comments API (/rest/socialActions/{urn}/comments, /v2/socialActions/…),
 * on a post or, as a reply, on another comment of the same post.
 */
export interface SocialCommentRecord {
  /** The numeric id in `urn:li:comment:(urn:li:activity:{share id},{id})`. */
  id: string;
  /** The share the comment is on (its post is `urn:li:share:{shareId}`, its activity `urn:li:activity:{shareId}`). */
  shareId: string;
  /** `urn:li:person:…` or `urn:li:organization:…`, as sent. */
  actor: string;
  /** The member who wrote it (for a page's comment, the member acting for the page). */
  memberId: string;
  /** The text exactly as sent: plain text, not little text. */
  text: string;
  /** The comment this one replies to. */
  parentId?: string;
  /** An image of /rest/images the comment shows. */
  imageId?: string;
  createdAt: number;
  /** When its actor last edited its text (the Comments API's partial update). */
  editedAt?: number;
  /** Replies to it are turned off (the Social Metadata API's commentsState CLOSED). */
  commentsClosed?: boolean;
}

/** A reaction of today's Reactions API (/rest/reactions), or a like of /v2/socialActions/{urn}/likes. */
export interface ReactionRecord {
  /** `urn:li:person:…` or `urn:li:organization:…`. */
  actor: string;
  /** The member who reacted (for a page, the member acting for it). */
  memberId: string;
  /** What it reacts to: `share:{id}` for a post, `comment:{id}` for a comment. */
  entity: string;
  /** The URN the caller named as `root` (or `object`), kept for the answers. */
  root: string;
  reactionType: 'LIKE' | 'PRAISE' | 'EMPATHY' | 'INTEREST' | 'APPRECIATION' | 'ENTERTAINMENT';
  createdAt: number;
}

/** The data the generator or a fixture set puts into the store. */
export interface NetworkData {
  /** Pairs of member ids, with the time they connected (ms) when known. */
  connections: ([string, string] | [string, string, number])[];
  companies: CompanyRecord[];
  jobs: JobRecord[];
  groups: GroupRecord[];
  posts: PostRecord[];
  shares: ShareRecord[];
  updates: UpdateRecord[];
  mailbox: MailboxItem[];
  statuses: [string, string][];
  /** Member id → group ids whose suggestion the member dismissed. */
  dismissedGroupSuggestions?: [string, string[]][];
  /** Images of today's API (state files written before them have none). */
  images?: ImageRecord[];
  /** Videos and documents of today's API. */
  media?: MediaRecord[];
  /** Comments of today's API, by id (state files written before them have none). */
  socialComments?: SocialCommentRecord[];
  /** Reactions of today's API (state files written before them have none). */
  reactions?: ReactionRecord[];
  /** Posts deleted through today's API (state files written before them have none). */
  deletedPosts?: DeletedPostRecord[];
}

export interface NetworkStore {
  connections: Map<string, Set<string>>;
  /** When two members connected, by pairKey(a, b); absent for connections of unknown age. */
  connectedAt: Map<string, number>;
  companies: Map<string, CompanyRecord>;
  jobs: Map<string, JobRecord>;
  groups: Map<string, GroupRecord>;
  posts: Map<string, PostRecord>;
  shares: Map<string, ShareRecord>;
  /** Newest last; readers sort by timestamp. */
  updates: UpdateRecord[];
  mailbox: MailboxItem[];
  /** Member id → current status text. */
  statuses: Map<string, string>;
  /** Member id → group ids whose suggestion the member dismissed. */
  dismissedGroupSuggestions: Map<string, Set<string>>;
  /** Images of today's API by id. */
  images: Map<string, ImageRecord>;
  /** Videos and documents of today's API by id. */
  media: Map<string, MediaRecord>;
  /** Comments of today's API by id, grouped by post (commentGroups) so a post's are found without the others. */
  socialComments: GroupedMap<string, SocialCommentRecord>;
  /** Reactions of today's API by `{actor}|{entity}` (one per actor and entity), grouped by what they react to (reactionGroup). */
  reactions: GroupedMap<string, ReactionRecord>;
  /** Posts deleted through today's API, by their share id: a second DELETE is still a 204, and the same post stays a duplicate for a while (today/posts/deletePost.ts). */
  deletedPosts: Map<string, DeletedPostRecord>;
  /** Connects two members (both directions), at time `at` when given; a member is never connected to itself. */
  connect(a: string, b: string, at?: number): void;
  connectionsOf(memberId: string): string[];
  /** Degrees of separation from `from` to every member it reaches within three steps. */
  distances(from: string): Map<string, number>;
  /** A fresh id for a new record of `kind`, unique within this store. */
  nextId(kind: string): string;
  /** The key of a new update about `subjectId` (a member, or the company of a CMPY update) made at `timestamp`. */
  newUpdateKey(type: UpdateType, subjectId: string, timestamp: number): string;
  /** The last number nextId gave for each kind (what `--state` saves, so restored ids never repeat). */
  idCounters: Map<string, number>;
  /** Everything the store holds, as data `load` takes back (what `--state` saves). */
  snapshot(): NetworkData;
  /** Empties the store. */
  clear(): void;
  /** Adds generated or fixture data (a copy of it; `owned`: the caller made `data` for this store alone, so it is taken as it is). */
  load(data: Partial<NetworkData>, owned?: boolean): void;
}

/**
 * The key of a reaction in `reactions`: one per actor and entity. `actor` is the actor as one
 * spelling: a member as `urn:li:person:{member id}` however the caller named them (the member id or
 * the app's pairwise subject name the same member), a page as `urn:li:organization:{id}`.
 */
export function reactionKey(actor: string, entity: string): string {
  return `${actor}|${entity}`;
}

/** The key of a stored reaction: a member's under their member id, whatever spelling was sent (reactionKey). */
export function reactionKeyOf(reaction: Pick<ReactionRecord, 'actor' | 'memberId' | 'entity'>): string {
  return reactionKey(reaction.actor.startsWith('urn:li:person:') ? `urn:li:person:${reaction.memberId}` : reaction.actor, reaction.entity);
}

/**
 * The groups of `socialComments`: every comment on a post (`post:{shareId}`), and the comments directly
 * under a post or a comment (`under:{shareId}/{parentId or ''}`), each in the order they were made.
 * @example network.socialComments.group(commentGroups.under(share.id)) // the post's first-level comments
 */
export const commentGroups = {
  post: (shareId: string) => `post:${shareId}`,
  under: (shareId: string, parentId?: string) => `under:${shareId}/${parentId ?? ''}`,
};

/** The group of `reactions` that react to `entity` (`share:{id}` or `comment:{id}`), in the order they were made. */
export function reactionGroup(entity: string): string {
  return `entity:${entity}`;
}

/** The key of a connection in `connectedAt`: the two ids in order. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/**
 * The key of a new update, in the real API's forms (docs/rest.md "Sources"): shares
 * `UNIU-<member>-<19 digits>-SHARE`, company page updates `UPDATE-c<company>-<19 digits>`, the
 * others `<TYPE>-<member>-<19 digits>-*1`. The 19 digits come from the time and a sequence number,
 * so keys are unique and the same on every run for the same data.
 * @example updateKey('SHAR', 'aZ3kq9XbW1', 1748736000000, 1) // 'UNIU-aZ3kq9XbW1-1748736000000000001-SHARE'
 */
export function updateKey(type: UpdateType, subjectId: string, timestamp: number, sequence: number): string {
  const digits = (BigInt(Math.max(0, Math.floor(timestamp))) * 1_000_000n + BigInt(sequence % 1_000_000)).toString().padStart(19, '0');
  if (type === 'SHAR') return `UNIU-${subjectId}-${digits}-SHARE`;
  if (type === 'CMPY') return `UPDATE-c${subjectId}-${digits}`;
  return `${type}-${subjectId}-${digits}-*1`;
}

/** Farthest degree the service computes; members beyond it are out of network (distance -1). */
const MAX_DISTANCE = 3;

export function createNetworkStore(): NetworkStore {
  const store: NetworkStore = {
    connections: new Map(),
    connectedAt: new Map(),
    companies: new Map(),
    jobs: new Map(),
    groups: new Map(),
    posts: new Map(),
    shares: new Map(),
    updates: [],
    mailbox: [],
    statuses: new Map(),
    dismissedGroupSuggestions: new Map(),
    images: new Map(),
    media: new Map(),
    socialComments: new GroupedMap((comment) => [commentGroups.post(comment.shareId), commentGroups.under(comment.shareId, comment.parentId)]),
    reactions: new GroupedMap((reaction) => [reactionGroup(reaction.entity)]),
    deletedPosts: new Map(),
    connect(a, b, at) {
      if (a === b) return;
      if (at !== undefined && !store.connectedAt.has(pairKey(a, b))) store.connectedAt.set(pairKey(a, b), at);
      if (!store.connections.has(a)) store.connections.set(a, new Set());
      if (!store.connections.has(b)) store.connections.set(b, new Set());
      store.connections.get(a)!.add(b);
      store.connections.get(b)!.add(a);
    },
    connectionsOf: (memberId) => [...(store.connections.get(memberId) ?? [])],
    distances(from) {
      const seen = new Map<string, number>([[from, 0]]);
      let frontier = [from];
      for (let degree = 1; degree <= MAX_DISTANCE && frontier.length; degree++) {
        const next: string[] = [];
        for (const id of frontier) {
          for (const other of store.connections.get(id) ?? []) {
            if (!seen.has(other)) {
              seen.set(other, degree);
              next.push(other);
            }
          }
        }
        frontier = next;
      }
      return seen;
    },
    idCounters: new Map(),
    nextId(kind) {
      const n = (store.idCounters.get(kind) ?? 0) + 1;
      store.idCounters.set(kind, n);
      return `${kind}-${n}`;
    },
    newUpdateKey(type, subjectId, timestamp) {
      const n = (store.idCounters.get('update') ?? 0) + 1;
      store.idCounters.set('update', n);
      return updateKey(type, subjectId, timestamp, n);
    },
    clear() {
      store.connections.clear();
      store.connectedAt.clear();
      store.companies.clear();
      store.jobs.clear();
      store.groups.clear();
      store.posts.clear();
      store.shares.clear();
      store.updates.length = 0;
      store.mailbox.length = 0;
      store.statuses.clear();
      store.dismissedGroupSuggestions.clear();
      store.images.clear();
      store.media.clear();
      store.socialComments.clear();
      store.reactions.clear();
      store.deletedPosts.clear();
      store.idCounters.clear();
    },
    load(data, owned = false) {
      const copy = owned ? data : structuredClone(data);
      for (const [a, b, at] of copy.connections ?? []) store.connect(a, b, at);
      for (const company of copy.companies ?? []) store.companies.set(company.id, company);
      for (const job of copy.jobs ?? []) store.jobs.set(job.id, job);
      for (const group of copy.groups ?? []) store.groups.set(group.id, group);
      for (const post of copy.posts ?? []) store.posts.set(post.id, post);
      for (const share of copy.shares ?? []) store.shares.set(share.id, share);
      store.updates.push(...(copy.updates ?? []));
      store.mailbox.push(...(copy.mailbox ?? []));
      for (const [id, text] of copy.statuses ?? []) store.statuses.set(id, text);
      for (const [id, groups] of copy.dismissedGroupSuggestions ?? []) store.dismissedGroupSuggestions.set(id, new Set(groups));
      for (const image of copy.images ?? []) store.images.set(image.id, image);
      for (const item of copy.media ?? []) store.media.set(item.id, item);
      for (const comment of copy.socialComments ?? []) store.socialComments.set(comment.id, comment);
      for (const reaction of copy.reactions ?? []) store.reactions.set(reactionKeyOf(reaction), reaction);
      for (const post of copy.deletedPosts ?? []) store.deletedPosts.set(post.id, post);
    },
    snapshot() {
      const connections: NetworkData['connections'] = [];
      for (const [a, others] of store.connections) {
        for (const b of others) {
          if (a >= b) continue;
          const at = store.connectedAt.get(pairKey(a, b));
          connections.push(at === undefined ? [a, b] : [a, b, at]);
        }
      }
      return structuredClone({
        connections,
        companies: [...store.companies.values()],
        jobs: [...store.jobs.values()],
        groups: [...store.groups.values()],
        posts: [...store.posts.values()],
        shares: [...store.shares.values()],
        updates: store.updates,
        mailbox: store.mailbox,
        statuses: [...store.statuses],
        dismissedGroupSuggestions: [...store.dismissedGroupSuggestions].map(([id, groups]) => [id, [...groups]] as [string, string[]]),
        images: [...store.images.values()],
        media: [...store.media.values()],
        socialComments: [...store.socialComments.values()],
        reactions: [...store.reactions.values()],
        deletedPosts: [...store.deletedPosts.values()],
      });
    },
  };
  return store;
}
