// The field tables of a profile's sections: positions, educations, skills, languages,
// certifications, courses, publications, patents, honors and awards, volunteer experience,
// recommendations, member URLs, contact entries and job bookmarks. They are plain records kept in
// the member record under the same JSON names, so a fixture sets them exactly as the API shows
// them. Shapes: docs/rest.md "Sources" (sources SS = spring-social-linkedin fixtures, FP14/FP16 =
// real r_fullprofile answers of 2014 and 2016, LNET = LinkedInNET's transcription of the docs, LJ =
// linkedin-j's XSD, HX-XML = linkedin gem XML fixtures).
import { plainTable } from '../format/fieldTable.js';
import { jobTable } from '../jobs/jobFields.js';

/** `{year, month, day}`, missing parts left out (SS `"endDate":{"year":2009}`). */
export const dateTable = plainTable('Date', { year: 'integer', month: 'integer', day: 'integer' });

const country = plainTable('Country', { code: { type: 'string', note: 'lower case, e.g. "gb"' }, name: 'string' });

/** `location:(name,country:(code))` of a person or a position (SS; FP16 adds country.name). */
export const locationTable = plainTable('Location', { name: 'string', country: { sub: country } }, 'SS profile_full.json; FP16');

/** The company of a position (FP14: `"size":"10,001+ employees","type":"Public Company","ticker":"GOOG"`). */
const positionCompanyTable = plainTable(
  'PositionCompany',
  { id: 'integer', name: 'string', type: 'string', size: 'string', industry: 'string', ticker: 'string' },
  'SS profile_full.json; FP14; FP16',
);

export const positionTable = plainTable(
  'Position',
  {
    id: 'integer',
    title: 'string',
    summary: 'string',
    startDate: { sub: dateTable },
    endDate: { sub: dateTable },
    isCurrent: 'boolean',
    company: { sub: positionCompanyTable },
    location: { sub: locationTable },
  },
  'SS profile_full.json; FP14; FP16 (location)',
);

export const educationTable = plainTable(
  'Education',
  {
    id: 'integer',
    schoolName: 'string',
    fieldOfStudy: 'string',
    startDate: { sub: dateTable },
    endDate: { sub: dateTable },
    degree: 'string',
    activities: 'string',
    notes: 'string',
  },
  'SS profile_full.json; FP14',
);

export const skillTable = plainTable('Skill', { id: 'integer', skill: { sub: plainTable('SkillName', { name: 'string' }) } }, 'SS; FP14; FP16');

/** Proficiency levels of a language (FP16 JSON: upper case, `name` the same token). */
export const LANGUAGE_LEVELS = ['ELEMENTARY', 'LIMITED_WORKING', 'PROFESSIONAL_WORKING', 'FULL_PROFESSIONAL', 'NATIVE_OR_BILINGUAL'] as const;

export const languageTable = plainTable(
  'Language',
  {
    id: 'integer',
    language: { sub: plainTable('LanguageName', { name: 'string' }) },
    proficiency: { sub: plainTable('Proficiency', { level: { type: 'string', note: LANGUAGE_LEVELS.join(', ') }, name: 'string' }) },
  },
  'FP16; LJ XSD',
);

export const certificationTable = plainTable(
  'Certification',
  {
    id: 'integer',
    name: 'string',
    authority: { sub: plainTable('Authority', { name: 'string' }) },
    number: 'string',
    startDate: { sub: dateTable },
    endDate: { sub: dateTable },
  },
  'FP16; LNET',
);

export const courseTable = plainTable('Course', { id: 'integer', name: 'string', number: 'string' }, 'FP16');

/**
 * An author of a publication or an inventor of a patent: a name, and the member when there is one
 * (`person`, linked to the person table in personFields.ts).
 */
export const authorTable = plainTable('Author', { id: 'integer', name: 'string', person: {} }, 'FP16; LNET');
export const inventorTable = plainTable('Inventor', { id: 'integer', name: 'string', person: {} }, 'LNET');

export const publicationTable = plainTable(
  'Publication',
  {
    id: 'integer',
    title: 'string',
    publisher: { sub: plainTable('Publisher', { name: 'string' }) },
    authors: { sub: authorTable, item: 'author', defaults: ['id', 'name'] },
    date: { sub: dateTable },
    url: 'string',
    summary: 'string',
  },
  'FP16; LNET; HX-XML',
);

export const patentTable = plainTable(
  'Patent',
  {
    id: 'integer',
    title: 'string',
    summary: 'string',
    number: 'string',
    status: { sub: plainTable('PatentStatus', { id: 'integer', name: 'string' }) },
    office: { sub: plainTable('PatentOffice', { name: 'string' }) },
    inventors: { sub: inventorTable, item: 'inventor', defaults: ['id', 'name'] },
    date: { sub: dateTable },
    url: 'string',
  },
  'LNET; HX-XML',
);

export const honorAwardTable = plainTable('HonorAward', { id: 'integer', name: 'string', issuer: 'string', date: { sub: dateTable }, description: 'string' }, 'LNET');

const volunteerExperience = plainTable(
  'VolunteerExperience',
  {
    id: 'integer',
    role: 'string',
    organization: { sub: plainTable('Organization', { name: 'string' }) },
    cause: { sub: plainTable('Cause', { name: 'string' }) },
    startDate: { sub: dateTable },
    endDate: { sub: dateTable },
  },
  'LNET',
);

export const volunteerTable = plainTable(
  'Volunteer',
  {
    volunteerExperiences: { sub: volunteerExperience, item: 'volunteer-experience' },
    causes: { sub: plainTable('Cause', { name: 'string' }), item: 'cause' },
    opportunities: { sub: plainTable('Opportunities', { boardMember: 'boolean', proBono: 'boolean' }) },
  },
  'FP16 (causes, opportunities); LNET (volunteer-experiences)',
);

/** Codes of a recommendation's type (LJ XSD). */
export const RECOMMENDATION_TYPES = ['business-partner', 'colleague', 'education', 'service-provider'] as const;

/** A recommendation; its `recommender` is a person (personFields.ts links the person table in). */
export const recommendationTable = plainTable(
  'Recommendation',
  {
    id: 'integer',
    recommendationType: { sub: plainTable('RecommendationType', { code: { type: 'string', note: RECOMMENDATION_TYPES.join(', ') } }) },
    recommendationText: 'string',
    recommendationSnippet: 'string',
    recommender: {},
  },
  'SS profile_full.json; FP16; LJ XSD',
);

export const memberUrlTable = plainTable('MemberUrl', { url: 'string', name: 'string' }, 'SS; HX-XML');

/** Phone types (LJ XSD). */
const PHONE_TYPES = ['home', 'work', 'mobile'] as const;
export const phoneNumberTable = plainTable('PhoneNumber', { phoneType: { type: 'string', note: PHONE_TYPES.join(', ') }, phoneNumber: 'string' }, 'SS; HX-XML; LJ XSD');

/** Instant-messaging account types (LJ XSD). */
const IM_TYPES = ['aim', 'gtalk', 'icq', 'msn', 'skype', 'yahoo'] as const;
export const imAccountTable = plainTable('ImAccount', { imAccountType: { type: 'string', note: IM_TYPES.join(', ') }, imAccountName: 'string' }, 'SS; LJ XSD');

export const twitterAccountTable = plainTable('TwitterAccount', { providerAccountId: 'string', providerAccountName: 'string' }, 'SS; LNET');

/** A saved job (LJ DOC-1323; FP14 shows the empty `{"_total":0}`). */
export const jobBookmarkTable = plainTable(
  'JobBookmark',
  {
    isApplied: 'boolean',
    isSaved: 'boolean',
    savedTimestamp: 'timestamp',
    appliedTimestamp: 'timestamp',
    // The job as the profile saved it: id, position title, company and posting time (the jobs API's table; v1/jobs/).
    job: { sub: jobTable },
  },
  'LJ DOC-1323',
);

export const httpHeaderTable = plainTable('HttpHeader', { name: 'string', value: 'string' });
export const urlTable = plainTable('Url', { url: 'string' });
