// The demo member's profile, written by hand so every field of a full profile has a value worth
// showing (docs/rest.md "Sources"): positions, educations, skills, languages, certifications,
// courses, publications, a patent, honors, volunteer work, recommendations from Charles Babbage
// and Grace Hopper, contact entries and two saved jobs.
import type { MemberRecord } from '../store/types.js';
import { SITE_URL } from '../defaults.js';

/** Members of the built-in fixtures who vouch for Ada. */
const CHARLES = 'Qm7Rt2VdN8';
const GRACE = 'Lk4Hs8PzC3';

/** Ada's profile fields over her generated ones. `companyIds` are the ids of the companies she worked for. */
export function adaProfile(now: number, companyIds: { current: string; past: string }): Partial<MemberRecord> {
  const london = { name: 'Greater London, United Kingdom', country: { code: 'gb' } };
  const positionPlace = { name: 'London, United Kingdom', country: { code: 'gb', name: 'United Kingdom' } };
  return {
    maidenName: 'Byron',
    industry: 'Mechanical or Industrial Engineering',
    location: london,
    summary: 'Mathematician. I write notes on engines, and programs for them.',
    specialties: 'Analytical engines, Bernoulli numbers, technical translation, program design',
    publicProfileUrl: `${SITE_URL}/in/ada-lovelace`,
    positions: [
      {
        id: 100000,
        title: 'Analyst of engines',
        summary: 'Writes the programs for the analytical engine and explains what it can do.',
        startDate: { year: 2019, month: 3 },
        isCurrent: true,
        company: { id: Number(companyIds.current), name: 'Difference Works', industry: 'Mechanical or Industrial Engineering' },
        location: positionPlace,
      },
      {
        id: 100001,
        title: 'Translator and annotator',
        summary: 'Translated and annotated the memoir on the analytical engine.',
        startDate: { year: 2015, month: 9 },
        endDate: { year: 2019, month: 2 },
        isCurrent: false,
        company: { id: Number(companyIds.past), name: 'Analytical Engines Ltd', industry: 'Computer Software' },
        location: positionPlace,
      },
    ],
    educations: [
      {
        id: 200000,
        schoolName: 'University of Lindenfeld',
        fieldOfStudy: 'Mathematics',
        degree: 'MSc',
        startDate: { year: 2011 },
        endDate: { year: 2013 },
        activities: 'Calculating Society, chess club',
        notes: 'Studied with Augustus De Morgan by correspondence.',
      },
      {
        id: 200001,
        schoolName: 'Royal Institute of Calculation',
        fieldOfStudy: 'Mathematics',
        degree: 'BSc',
        startDate: { year: 2008 },
        endDate: { year: 2011 },
        activities: 'Astronomy club',
        notes: '',
      },
    ],
    skills: ['Mathematics', 'Program Design', 'Technical Writing', 'Translation', 'Mechanical Design', 'Statistics', 'Public Speaking', 'Music'].map(
      (name, i) => ({ id: 300000 + i, skill: { name } }),
    ),
    languages: [
      { id: 400000, language: { name: 'English' }, proficiency: { level: 'NATIVE_OR_BILINGUAL', name: 'NATIVE_OR_BILINGUAL' } },
      { id: 400001, language: { name: 'French' }, proficiency: { level: 'FULL_PROFESSIONAL', name: 'FULL_PROFESSIONAL' } },
      { id: 400002, language: { name: 'Italian' }, proficiency: { level: 'LIMITED_WORKING', name: 'LIMITED_WORKING' } },
    ],
    certifications: [
      { id: 410000, name: 'Certified Engine Operator', authority: { name: 'Institute of Applied Logic' }, number: 'CEO-1843', startDate: { year: 2018, month: 6 } },
      { id: 410001, name: 'Data Analysis Certificate', authority: { name: 'Meridian Analytics' }, number: 'DA-0451', startDate: { year: 2021, month: 2 } },
    ],
    courses: [
      { id: 420000, name: 'Calculus of Finite Differences', number: 'M301' },
      { id: 420001, name: 'Logic and Computation', number: 'M412' },
    ],
    publications: [
      {
        id: 430000,
        title: 'Sketch of the Analytical Engine, with Notes by the Translator',
        publisher: { name: 'Scientific Memoirs' },
        authors: [
          { id: 430100, name: 'Ada Lovelace', person: { id: 'aZ3kq9XbW1' } },
          { id: 430101, name: 'Charles Babbage', person: { id: CHARLES } },
        ],
        date: { year: 2018, month: 8, day: 1 },
        url: 'https://papers.example/ada-lovelace/sketch',
        summary: 'A translation of the memoir on the engine, with notes A to G; note G gives a program for Bernoulli numbers.',
      },
      {
        id: 430001,
        title: 'On the limits of what an engine may originate',
        publisher: { name: 'Engine Quarterly' },
        authors: [{ id: 430102, name: 'Ada Lovelace', person: { id: 'aZ3kq9XbW1' } }],
        date: { year: 2021, month: 3 },
        url: 'https://papers.example/ada-lovelace/originate',
        summary: 'The engine has no pretensions to originate anything; it does what we know how to order it to perform.',
      },
    ],
    patents: [
      {
        id: 440000,
        title: 'Method for computing Bernoulli numbers on a mechanical engine',
        summary: 'A sequence of operations, with its cards, that computes the Bernoulli numbers.',
        number: 'GB 1843-0001',
        status: { id: 2, name: 'Issued' },
        office: { name: 'UK Intellectual Property Office' },
        inventors: [{ id: 440100, name: 'Ada Lovelace', person: { id: 'aZ3kq9XbW1' } }],
        date: { year: 2020, month: 11, day: 27 },
        url: 'https://patents.example/GB1843-0001',
      },
    ],
    honorsAwards: [
      { id: 450000, name: 'Best Paper Award', issuer: 'Calculating Society', date: { year: 2019, month: 5 } },
      { id: 450001, name: 'Engine Programmer of the Year', issuer: 'Difference Works', date: { year: 2022, month: 12 } },
    ],
    honors: 'Best Paper Award (Calculating Society); Engine Programmer of the Year (Difference Works)',
    associations: 'Member of the Calculating Society; Women in Computing History',
    interests: 'mathematics, music, horses, poetical science',
    proposalComments: 'Happy to review engine programs and translate technical papers.',
    volunteer: {
      volunteerExperiences: [
        { id: 460000, role: 'Mentor', organization: { name: 'Girls Who Calculate' }, cause: { name: 'Education' }, startDate: { year: 2020, month: 1 } },
      ],
      causes: [{ name: 'Education' }, { name: 'Science and Technology' }],
      opportunities: { boardMember: true, proBono: true },
    },
    recommendationsReceived: [
      {
        id: 470000,
        recommendationType: { code: 'colleague' },
        recommendationText: 'Ada understood the engine better than I did, and wrote it down so that others could. Her notes are the first programs.',
        recommender: { id: CHARLES },
      },
      {
        id: 470001,
        recommendationType: { code: 'business-partner' },
        recommendationText: 'Clear thinking, clear writing, and no fear of a hard problem.',
        recommender: { id: GRACE },
      },
    ],
    dateOfBirth: { year: 1815, month: 12, day: 10 },
    memberUrlResources: [
      { url: 'https://blog.example/ada-lovelace', name: 'Notes on engines' },
      { url: 'https://www.differenceworks.example', name: 'Difference Works' },
    ],
    phoneNumbers: [
      { phoneType: 'work', phoneNumber: '+44 20 7946 0815' },
      { phoneType: 'mobile', phoneNumber: '+44 7700 900815' },
    ],
    imAccounts: [{ imAccountType: 'skype', imAccountName: 'ada.lovelace' }],
    twitterAccounts: [{ providerAccountId: '18151210', providerAccountName: 'ada_lovelace' }],
    mainAddress: '12 St James’s Square, London SW1Y 4JH, United Kingdom',
    lastModifiedTimestamp: now - 3 * 86_400_000,
  };
}
