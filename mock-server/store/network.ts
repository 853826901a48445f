// The REST API's data beside the directory's members: who is connected to whom, companies,
// groups and their posts, shares and network updates, current statuses and the mailbox.
// Member profiles stay in the directory (one source of truth); this store refers to them by id.

/** A share posted by a member or, for a company share, on a company page. */
export interface ShareRecord {
  id: string;
  authorId?: string;
  companyId?: string;
  comment?: string;
  content?: { title?: string; description?: string; submittedUrl?: string; submittedImageUrl?: string };
  visibility: 'anyone' | 'connections-only';
  timestamp: number;
  /** Id of the share this one reshares. */
  attributionShareId?: string;
}

export type UpdateType = 'SHAR' | 'CONN' | 'STAT' | 'PROF' | 'JGRP' | 'CMPY';

/** A network update: what shows up in members' network update streams. */
export interface UpdateRecord {
  key: string;
  type: UpdateType;
  timestamp: number;
  /** The member the update is about (all types but CMPY). */
  memberId?: string;
  /** CMPY: the company. */
  companyId?: string;
  /** SHAR and CMPY: the share. */
  shareId?: string;
  /** CONN: the members the member connected with. */
  connectedIds?: string[];
  /** JGRP: the group joined. */
  groupId?: string;
  /** STAT: the status text. PROF: what changed, in words. */
  text?: string;
  /** Member ids who liked it. */
  likes: string[];
  comments: { id: string; memberId: string; comment: string; timestamp: number }[];
}

export interface CompanyRecord {
  id: string;
  name: string;
  universalName: string;
  industry: string;
  description: string;
  websiteUrl: string;
  foundedYear: number;
  employeeCount: number;
  specialties: string[];
  locations: { description: string; address: { city: string; postalCode?: string; countryCode: string } }[];
  /** Member ids who may post for the company and read its statistics (rw_company_admin). */
  admins: string[];
  followers: string[];
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
}

export interface PostRecord {
  id: string;
  groupId: string;
  creatorId: string;
  title: string;
  summary: string;
  timestamp: number;
  likes: string[];
  comments: { id: string; creatorId: string; text: string; timestamp: number }[];
}

export interface MailboxItem {
  id: string;
  kind: 'message' | 'invitation';
  senderId: string;
  recipientId: string;
  subject: string;
  body: string;
  timestamp: number;
}

/** The data the generator or a fixture set puts into the store. */
export interface NetworkData {
  connections: [string, string][];
  companies: CompanyRecord[];
  groups: GroupRecord[];
  posts: PostRecord[];
  shares: ShareRecord[];
  updates: UpdateRecord[];
  mailbox: MailboxItem[];
  statuses: [string, string][];
}

export interface NetworkStore {
  connections: Map<string, Set<string>>;
  companies: Map<string, CompanyRecord>;
  groups: Map<string, GroupRecord>;
  posts: Map<string, PostRecord>;
  shares: Map<string, ShareRecord>;
  /** Newest last; readers sort by timestamp. */
  updates: UpdateRecord[];
  mailbox: MailboxItem[];
  /** Member id → current status text. */
  statuses: Map<string, string>;
  /** Connects two members (both directions); a member is never connected to itself. */
  connect(a: string, b: string): void;
  connectionsOf(memberId: string): string[];
  /** Degrees of separation from `from` to every member it reaches within three steps. */
  distances(from: string): Map<string, number>;
  /** A fresh id for a new record of `kind`, unique within this store. */
  nextId(kind: string): string;
  /** The last number nextId gave for each kind (what `--state` saves, so restored ids never repeat). */
  idCounters: Map<string, number>;
  /** Empties the store. */
  clear(): void;
  /** Adds generated or fixture data. */
  load(data: Partial<NetworkData>): void;
}

/** Farthest degree the service computes; members beyond it are out of network (distance -1). */
const MAX_DISTANCE = 3;

export function createNetworkStore(): NetworkStore {
  const store: NetworkStore = {
    connections: new Map(),
    companies: new Map(),
    groups: new Map(),
    posts: new Map(),
    shares: new Map(),
    updates: [],
    mailbox: [],
    statuses: new Map(),
    connect(a, b) {
      if (a === b) return;
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
    clear() {
      store.connections.clear();
      store.companies.clear();
      store.groups.clear();
      store.posts.clear();
      store.shares.clear();
      store.updates.length = 0;
      store.mailbox.length = 0;
      store.statuses.clear();
      store.idCounters.clear();
    },
    load(data) {
      const copy = structuredClone(data);
      for (const [a, b] of copy.connections ?? []) store.connect(a, b);
      for (const company of copy.companies ?? []) store.companies.set(company.id, company);
      for (const group of copy.groups ?? []) store.groups.set(group.id, group);
      for (const post of copy.posts ?? []) store.posts.set(post.id, post);
      for (const share of copy.shares ?? []) store.shares.set(share.id, share);
      store.updates.push(...(copy.updates ?? []));
      store.mailbox.push(...(copy.mailbox ?? []));
      for (const [id, text] of copy.statuses ?? []) store.statuses.set(id, text);
    },
  };
  return store;
}
