// What an "Add to Profile" link and its form say about a certification, and the certification it
// adds to the member's profile (the v1 profile's `certifications`: name, authority, number, start and
// end dates; v1/people/profileSections.ts). The link's parameters are LinkedIn's ("Add to Profile",
// https://addtoprofile.linkedin.com/): startTask=CERTIFICATION_NAME, name, organizationId or
// organizationName, issueYear, issueMonth, expirationYear, expirationMonth, certUrl, certId.
import type { MockContext } from '../context/context.js';
import type { MemberRecord } from '../store/types.js';
import type { CertificationDraft } from '../views/linkPages.js';
import { urlProblem } from '../shareDialog/shareDialogInput.js';

/** The task the link starts: the one LinkedIn documents for certifications. */
export const CERTIFICATION_TASK = 'CERTIFICATION_NAME';

/** The link's parameters, carried through the form as they came. */
export const CERTIFICATION_PARAMS = ['startTask', 'name', 'organizationId', 'organizationName', 'issueYear', 'issueMonth', 'expirationYear', 'expirationMonth', 'certUrl', 'certId'] as const;

/** How an added certification is marked in the profile, for the admin page (profileAdditions.ts). */
export interface AddedMark {
  /** When the member saved it (mock clock, ms). */
  addedAt?: number;
  /** The certification's address (certUrl), which the v1 record has no field for. */
  url?: string;
  /** The company page the link named (organizationId). */
  organizationId?: string;
}

/** A stored certification of a profile (what the v1 field table reads, and the mark). */
export interface StoredCertification extends AddedMark {
  id: number;
  name: string;
  authority?: { name: string };
  number?: string;
  startDate?: { year: number; month?: number };
  endDate?: { year: number; month?: number };
}

/**
 * The form's first values from the link: the organization by its name, or the company page its id
 * names; with notes where the link names what the data set does not have.
 */
export function draftFromLink(ctx: MockContext, params: Record<string, string>): { draft: CertificationDraft; notes: string[] } {
  const notes: string[] = [];
  let organization = params.organizationName ?? '';
  if (!organization && params.organizationId) {
    const company = ctx.network.companies.get(params.organizationId);
    if (company) organization = company.name;
    else notes.push(`The link names organizationId=${params.organizationId}, which no company page of the data set has; the member must name the organization.`);
  }
  return {
    draft: {
      name: params.name ?? '',
      organization,
      issueMonth: params.issueMonth ?? '',
      issueYear: params.issueYear ?? '',
      expirationMonth: params.expirationMonth ?? '',
      expirationYear: params.expirationYear ?? '',
      certId: params.certId ?? '',
      certUrl: params.certUrl ?? '',
    },
    notes,
  };
}

/** A month and year of the form, or a sentence; both empty is no date. */
function dateOf(label: string, month: string, year: string): { date?: { year: number; month?: number } } | { problem: string } {
  if (!month.trim() && !year.trim()) return {};
  if (!/^\d{4}$/.test(year.trim())) return { problem: `The ${label} needs a year of four digits, such as 2024.` };
  if (month.trim() && !/^(1[0-2]|[1-9])$/.test(month.trim())) return { problem: `The month of the ${label} must be from 1 to 12.` };
  return { date: month.trim() ? { year: Number(year), month: Number(month) } : { year: Number(year) } };
}

/**
 * The certification the form adds, or the first problem in words for the member.
 * @example certificationFrom(draft, 410002, 1748736000000, '1001')
 */
export function certificationFrom(draft: CertificationDraft, id: number, now: number, organizationId?: string): { certification: StoredCertification } | { problem: string } {
  const name = draft.name.trim();
  const organization = draft.organization.trim();
  if (!name) return { problem: 'Name the license or certification.' };
  if (!organization) return { problem: 'Name the organization that issued it.' };
  const issued = dateOf('issue date', draft.issueMonth, draft.issueYear);
  if ('problem' in issued) return issued;
  const expires = dateOf('expiration date', draft.expirationMonth, draft.expirationYear);
  if ('problem' in expires) return expires;
  const order = (d?: { year: number; month?: number }) => (d ? d.year * 12 + (d.month ?? 1) : 0);
  if (issued.date && expires.date && order(expires.date) < order(issued.date)) return { problem: 'The expiration date is before the issue date.' };
  const url = draft.certUrl.trim();
  if (url && urlProblem(url)) return { problem: `The credential URL must be a complete web address starting with http:// or https://, not '${url}'.` };
  const certification: StoredCertification = { id, name, authority: { name: organization }, addedAt: now };
  if (draft.certId.trim()) certification.number = draft.certId.trim();
  if (issued.date) certification.startDate = issued.date;
  if (expires.date) certification.endDate = expires.date;
  if (url) certification.url = url;
  if (organizationId) certification.organizationId = organizationId;
  return { certification };
}

/** The member's certifications, as the profile stores them. */
export function certificationsOf(member: MemberRecord): StoredCertification[] {
  return Array.isArray(member.certifications) ? (member.certifications as StoredCertification[]) : [];
}

/** A new certification id for the member: after every id the profile has. */
export function nextCertificationId(member: MemberRecord): number {
  return certificationsOf(member).reduce((max, c) => Math.max(max, Number(c.id) || 0), 410000 - 1) + 1;
}
