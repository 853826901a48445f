// The profile cards the IN/MemberProfile and IN/CompanyProfile tags frame: small HTML pages
// with what a public profile shows (never e-mail, phone or anything the member keeps private).
import type { MemberRecord } from '../store/types.js';
import type { CompanyRecord, NetworkStore } from '../store/network.js';
import type { Directory } from '../store/directory.js';
import { htmlEscape } from './htmlEscape.js';
import { SITE_URL } from '../defaults.js';

/** Card options from the tag: related=false leaves out the current positions / specialties. */
interface CardOptions {
  related: boolean;
}

interface Position {
  title?: string;
  isCurrent?: boolean;
  company?: { name?: string };
}

interface Education {
  schoolName?: string;
}

/** Same address whatever the scheme, "www.", letter case of the host, query or trailing slash. */
function profileKey(url: string): string {
  return url
    .trim()
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
    .replace(/^[^/]+/, (host) => host.toLowerCase());
}

/**
 * The member a tag's data-id names: a public profile URL (as in the original) or a member id.
 * @example findMember(ctx.directory, 'https://www.linkedin.com/in/ada-lovelace')
 */
export function findMember(directory: Directory, identifier: string): MemberRecord | undefined {
  const byId = directory.members.get(identifier);
  if (byId) return byId;
  const key = profileKey(identifier);
  for (const member of directory.members.values()) {
    if (typeof member.publicProfileUrl === 'string' && profileKey(member.publicProfileUrl) === key) return member;
  }
  return undefined;
}

/** The company a tag's data-id names: its id, universal name or name (any letter case). */
export function findCompany(network: NetworkStore, identifier: string): CompanyRecord | undefined {
  const byId = network.companies.get(identifier);
  if (byId) return byId;
  const wanted = identifier.trim().toLowerCase();
  for (const company of network.companies.values()) {
    if (company.universalName.toLowerCase() === wanted || company.name.toLowerCase() === wanted) return company;
  }
  return undefined;
}

function initials(...words: string[]): string {
  return words.map((word) => word.trim().charAt(0).toUpperCase()).join('');
}

function line(className: string, text: string | undefined): string {
  return text ? `<div class="${className}">${htmlEscape(text)}</div>` : '';
}

function link(href: string, className: string, text: string): string {
  return `<a class="${className}" href="${htmlEscape(href)}" target="_blank" rel="noopener noreferrer">${htmlEscape(text)}</a>`;
}

/** The body of a member's card. */
export function memberCard(member: MemberRecord, options: CardOptions): string {
  const name = `${member.firstName} ${member.lastName}`;
  const url = typeof member.publicProfileUrl === 'string' ? member.publicProfileUrl : `${SITE_URL}/profile/view?id=${encodeURIComponent(member.id)}`;
  const location = (member.location as { name?: string } | undefined)?.name;
  const where = [location, member.industry].filter((part) => typeof part === 'string' && part).join(' · ');
  let related = '';
  if (options.related) {
    const current = ((member.positions as Position[] | undefined) ?? []).filter((p) => p.isCurrent && p.title);
    const school = ((member.educations as Education[] | undefined) ?? [])[0]?.schoolName;
    related =
      current.map((p) => line('related', `Current: ${p.title}${p.company?.name ? ' at ' + p.company.name : ''}`)).join('') +
      line('related', school ? `Education: ${school}` : undefined);
  }
  return (
    `<div class="pic" aria-hidden="true">${htmlEscape(initials(member.firstName, member.lastName))}</div>` +
    `<div class="main">${link(url, 'name', name)}${line('headline', member.headline)}${line('meta', where)}</div>` +
    related +
    `<div class="foot">${link(url, 'view', 'View full profile')}</div>`
  );
}

/** The body of a company's card. */
export function companyCard(company: CompanyRecord, options: CardOptions): string {
  const url = `${SITE_URL}/company/${encodeURIComponent(company.universalName)}`;
  const city = company.locations[0]?.address.city;
  const meta = [company.industry, `${company.employeeCount.toLocaleString('en-US')} employees`, city].filter(Boolean).join(' · ');
  const related = options.related
    ? line('related', company.specialties.length ? `Specialties: ${company.specialties.join(', ')}` : undefined) +
      line('related', `${company.followers.length} followers`)
    : '';
  return (
    `<div class="pic" aria-hidden="true">${htmlEscape(initials(...company.name.split(/\s+/).slice(0, 2)))}</div>` +
    `<div class="main">${link(url, 'name', company.name)}${line('headline', company.description)}${line('meta', meta)}</div>` +
    related +
    `<div class="foot">${link(url, 'view', 'View company page')}</div>`
  );
}

// Plain CSS that IE 6 reads (no flexbox, no rgba); no script on these pages.
const STYLE =
  'html,body{margin:0;padding:0;background:#fff;overflow:hidden}' +
  'body{font:12px/1.35 Arial,Helvetica,sans-serif;color:#1d2226}' +
  '.card{padding:10px 12px;border:1px solid #d0d0d0;height:146px;overflow:hidden}' +
  '.pic{float:left;width:44px;height:44px;margin:0 10px 4px 0;background:#0a66c2;color:#fff;font:bold 17px/44px Arial,sans-serif;text-align:center}' +
  '.main{overflow:hidden;margin-bottom:6px}.name{font-weight:bold;font-size:14px;color:#0a66c2;text-decoration:none}' +
  '.headline{margin-top:2px}.meta,.related{color:#5e5e5e;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}' +
  '.related{clear:left;margin-top:2px}.foot{margin-top:6px}.view{color:#0a66c2}.missing{color:#5e5e5e}';

/** A whole card page around `body` (already escaped markup); `title` is escaped here. */
export function cardPage(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>${htmlEscape(title)}</title><style>${STYLE}</style></head>
<body><div class="card">${body}</div></body></html>
`;
}
