// The REST API's fixture sections as a fixture file gives them: `connections`, `companies[]`,
// `groups[]`, `rateLimits`, `replaceDefaults` (checked and applied by fixtureSets/sections/networkSection.ts).
import type { CompanyRecord, GroupRecord } from '../store/network.js';
import type { RateLimits } from '../store/traffic.js';

/** A company as a fixture file gives it: a company record where everything but id and name is optional. */
export type CompanyFixture = Pick<CompanyRecord, 'id' | 'name'> & Partial<Omit<CompanyRecord, 'id' | 'name'>>;

/** A group as a fixture file gives it: a group record, everything but id and name optional (the service sets when it was created and members' settings); the first member owns it. */
export type GroupFixture = Pick<GroupRecord, 'id' | 'name'> & Partial<Omit<GroupRecord, 'id' | 'name' | 'createdAt' | 'settings'>>;

export interface NetworkFixtures {
  connections?: [string, string][];
  companies?: CompanyFixture[];
  groups?: GroupFixture[];
  rateLimits?: Partial<RateLimits>;
  replaceDefaults?: boolean;
}
