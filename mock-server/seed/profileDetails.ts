// The full-profile sections of a generated member (docs/rest.md "Sources"): maiden and phonetic
// names, education details, language proficiency, certifications, courses, publications, patents,
// honors and awards, volunteer experience, recommendations, member URLs, contact entries. Each
// member draws from a generator of its own, so adding a section never changes the rest of the
// data set.
import type { MemberRecord } from '../store/types.js';
import { createPrng } from './prng.js';
import * as words from './vocabulary.js';
import { LANGUAGE_LEVELS, RECOMMENDATION_TYPES } from '../v1/people/profileSections.js';

/** Seed of the per-member detail generators (member index added). */
const DETAILS_SEED = 31_415;
const DAY = 86_400_000;

/** Phonetic names of the members whose names are written in another script (DOC-BP phonetic-first-name). */
const PHONETIC: Record<string, string> = {
  Hiro: 'ヒロ', Aiko: 'アイコ', Nakamura: 'ナカムラ', Tanaka: 'タナカ', Zhang: 'ジャン', Xu: 'シュー', Wen: 'ウェン',
};

interface Context {
  /** The member's first-degree connections. */
  neighbours: string[];
  /** The data set's "now". */
  now: number;
  /** The full name of a member. */
  nameOf(id: string): string;
}

function date(year: number, month?: number, day?: number) {
  return { year, ...(month ? { month } : {}), ...(day ? { day } : {}) };
}

/**
 * The detail fields of a generated member, to merge over its basic profile.
 * @example Object.assign(member, profileDetails(member, 7, { neighbours, now }))
 */
export function profileDetails(member: MemberRecord, index: number, context: Context): Partial<MemberRecord> {
  const random = createPrng(DETAILS_SEED + index);
  const idBase = 500_000 + index * 100;
  let nextId = 0;
  const id = () => idBase + nextId++;
  const name = `${member.firstName} ${member.lastName}`;
  const details: Partial<MemberRecord> = {};

  if (random.chance(0.1)) details.maidenName = random.pick(words.LAST_NAMES);
  if (PHONETIC[member.firstName]) details.phoneticFirstName = PHONETIC[member.firstName];
  if (PHONETIC[member.lastName]) details.phoneticLastName = PHONETIC[member.lastName];

  const educations = (member.educations as Record<string, unknown>[] | undefined) ?? [];
  details.educations = educations.map((education, i) => ({
    ...education,
    activities: i === 0 ? random.pick(['Debating society', 'Robotics club', 'Student newspaper', 'Rowing', '']) : '',
    notes: random.chance(0.3) ? `Thesis on ${random.pick(words.SKILLS).toLowerCase()}.` : '',
  }));

  const languages = (member.languages as Record<string, unknown>[] | undefined) ?? [];
  details.languages = languages.map((language, i) => {
    const level = i === 0 ? 'NATIVE_OR_BILINGUAL' : random.pick(LANGUAGE_LEVELS.slice(0, 4));
    return { ...language, proficiency: { level, name: level } };
  });

  details.certifications = random.sample(words.CERTIFICATIONS, random.int(3)).map((c) => ({
    id: id(),
    name: c.name,
    authority: { name: c.authority },
    number: `C-${10_000 + random.int(90_000)}`,
    startDate: date(2015 + random.int(9), 1 + random.int(12)),
  }));
  details.courses = random.sample(words.COURSES, random.int(4)).map((course) => ({ id: id(), name: course, number: `${100 + random.int(400)}` }));

  details.publications = Array.from({ length: random.chance(0.3) ? 1 + random.int(2) : 0 }, () => {
    const coAuthor = context.neighbours.length && random.chance(0.5) ? random.pick(context.neighbours) : undefined;
    return {
      id: id(),
      title: random.pick(words.SHARE_TOPICS),
      publisher: { name: random.pick(words.PUBLISHERS) },
      authors: [{ id: id(), name, person: { id: member.id } }, ...(coAuthor ? [{ id: id(), name: context.nameOf(coAuthor), person: { id: coAuthor } }] : [])],
      date: date(2012 + random.int(12), 1 + random.int(12), 1 + random.int(28)),
      url: `https://papers.example/${member.id.toLowerCase()}/${nextId}`,
      summary: `What ${member.firstName} learned about ${random.pick(words.SKILLS).toLowerCase()}.`,
    };
  });
  details.patents = random.chance(0.05)
    ? [{
        id: id(),
        title: `Apparatus for ${random.pick(words.SKILLS).toLowerCase()}`,
        summary: 'A mechanism, and a method of using it.',
        number: `US ${8_000_000 + random.int(1_000_000)}`,
        status: { id: 2, name: 'Issued' },
        office: { name: 'US Patent and Trademark Office' },
        inventors: [{ id: id(), name, person: { id: member.id } }],
        date: date(2010 + random.int(14), 1 + random.int(12), 1 + random.int(28)),
      }]
    : [];

  const awards = random.sample(words.AWARDS, random.int(3));
  details.honorsAwards = awards.map((award) => ({ id: id(), name: award.name, issuer: award.issuer, date: date(2010 + random.int(14), 1 + random.int(12)) }));
  details.honors = awards.map((award) => `${award.name} (${award.issuer})`).join('; ');
  details.associations = random.chance(0.5) ? random.pick(words.ASSOCIATIONS) : '';
  details.proposalComments = random.chance(0.3) ? `Happy to talk about ${random.pick(words.SKILLS).toLowerCase()} projects.` : '';

  details.volunteer = {
    volunteerExperiences: random.chance(0.4)
      ? [{ id: id(), role: random.pick(['Mentor', 'Organiser', 'Board member', 'Tutor']), organization: { name: random.pick(words.VOLUNTEER_ORGANIZATIONS) }, cause: { name: random.pick(words.CAUSES) } }]
      : [],
    causes: random.sample(words.CAUSES, 1 + random.int(3)).map((cause) => ({ name: cause })),
    opportunities: { boardMember: random.chance(0.2), proBono: random.chance(0.4) },
  };

  details.recommendationsReceived = random.sample(context.neighbours, random.int(3)).map((recommender) => ({
    id: id(),
    recommendationType: { code: random.pick(RECOMMENDATION_TYPES) },
    recommendationText: `${member.firstName} is thorough, kind and quick to learn. I would work with ${member.firstName} again.`,
    recommender: { id: recommender },
  }));

  details.memberUrlResources = [
    { url: `https://blog.example/${String(member.publicProfileUrl ?? member.id).split('/').pop()}`, name: 'My blog' },
    ...(random.chance(0.4) ? [{ url: 'https://github.example/' + member.id.toLowerCase(), name: 'Code' }] : []),
  ];
  details.imAccounts = random.chance(0.3) ? [{ imAccountType: random.pick(['skype', 'gtalk', 'yahoo']), imAccountName: `${member.firstName.toLowerCase()}.${member.id.slice(0, 4).toLowerCase()}` }] : [];
  details.jobBookmarks = [];
  details.lastModifiedTimestamp = context.now - random.int(300) * DAY - random.int(DAY);
  return details;
}
