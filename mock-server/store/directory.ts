import type { AppRecord, MemberRecord } from './types.js';

/** Registered applications and members, by API key and member id. */
export interface Directory {
  apps: Map<string, AppRecord>;
  members: Map<string, MemberRecord>;
}

export function createDirectory(apps: AppRecord[], members: MemberRecord[]): Directory {
  return {
    apps: new Map(apps.map((app) => [app.apiKey, structuredClone(app)])),
    members: new Map(members.map((member) => [member.id, structuredClone(member)])),
  };
}
