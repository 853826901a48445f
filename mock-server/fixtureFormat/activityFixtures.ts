// The fixture sections of what members and companies do, as a fixture file gives them: `shares`,
// `posts`, `jobs`, `updates` (checked and applied by fixtureSets/sections/activitySection.ts).
import type { CompanyEvent, JobRecord, PostRecord, ShareRecord, UpdateRecord, UpdateType } from '../store/network.js';

export interface ShareFixture {
  id?: string;
  /** The member who shares, or… */
  authorId?: string;
  /** …the company whose page shares. */
  companyId?: string;
  comment?: string;
  content?: { title?: string; description?: string; submittedUrl?: string; submittedImageUrl?: string };
  visibility?: ShareRecord['visibility'];
  timestamp?: number;
  source?: ShareRecord['source'];
}

export interface PostFixture {
  id: string;
  groupId: string;
  creatorId: string;
  title: string;
  summary?: string;
  category?: PostRecord['category'];
  attachment?: PostRecord['attachment'];
  likes?: string[];
  followers?: string[];
  timestamp?: number;
  comments?: { id?: string; creatorId: string; text: string; timestamp?: number }[];
}

export interface JobFixture {
  id: string;
  companyId: string;
  title: string;
  description?: string;
  locationDescription?: string;
  posterId?: string;
  timestamp?: number;
}

export type UpdateFixture = Partial<Omit<UpdateRecord, 'type' | 'likes' | 'comments'>> & {
  type: UpdateType;
  likes?: string[];
  comments?: { id?: string; memberId: string; comment: string; timestamp?: number }[];
};

export interface ActivityFixtures {
  shares?: ShareFixture[];
  posts?: PostFixture[];
  jobs?: JobFixture[];
  updates?: UpdateFixture[];
}
