// The code lists of v1's jobs API: job functions, job types and experience levels. The job
// function codes are LinkedIn's own (the v1 reference's "Job Function Codes": `acct`, `adm`, …
// `wrt`, the 35 codes public job-board code still lists, e.g. `"ART", "DSGN", "ADVR", "PRDM" …`);
// the job type and experience level codes are those of the same reference (F full-time … and the
// numbered levels 1 Internship … 6 Executive, 0 Not Applicable).

/** Job function code → its name. */
export const JOB_FUNCTIONS: Record<string, string> = {
  acct: 'Accounting/Auditing',
  adm: 'Administrative',
  advr: 'Advertising',
  anls: 'Analyst',
  art: 'Art/Creative',
  bd: 'Business Development',
  cnsl: 'Consulting',
  cust: 'Customer Service',
  dist: 'Distribution',
  dsgn: 'Design',
  edu: 'Education',
  eng: 'Engineering',
  fin: 'Finance',
  genb: 'General Business',
  hcpr: 'Health Care Provider',
  hr: 'Human Resources',
  it: 'Information Technology',
  lgl: 'Legal',
  mgmt: 'Management',
  mnfc: 'Manufacturing',
  mrkt: 'Marketing',
  othr: 'Other',
  pr: 'Public Relations',
  prch: 'Purchasing',
  prdm: 'Product Management',
  prjm: 'Project Management',
  prod: 'Production',
  qa: 'Quality Assurance',
  rsch: 'Research',
  sale: 'Sales',
  sci: 'Science',
  stra: 'Strategy/Planning',
  supl: 'Supply Chain',
  trng: 'Training',
  wrt: 'Writing/Editing',
};

/** Job type code → its name. */
export const JOB_TYPES: Record<string, string> = {
  F: 'Full-time',
  P: 'Part-time',
  C: 'Contract',
  T: 'Temporary',
  O: 'Other',
};

/** Experience level code → its name. */
export const EXPERIENCE_LEVELS: Record<string, string> = {
  '0': 'Not Applicable',
  '1': 'Internship',
  '2': 'Entry level',
  '3': 'Associate',
  '4': 'Mid-Senior level',
  '5': 'Director',
  '6': 'Executive',
};

/** The functions of a job by the words of its title (the data set's titles); `othr` when none fits. */
const FUNCTIONS_BY_WORD: [RegExp, string[]][] = [
  [/software|developer|programmer/i, ['eng', 'it']],
  [/data|analyst|scientist/i, ['anls', 'rsch']],
  [/product manager/i, ['prdm']],
  [/project manager/i, ['prjm']],
  [/engineer/i, ['eng']],
  [/writer|editor/i, ['wrt']],
  [/design/i, ['dsgn']],
  [/sales/i, ['sale']],
  [/market/i, ['mrkt']],
];

/**
 * The job function codes of a title.
 * @example jobFunctionsOf('Senior Software Engineer') // ['eng', 'it']
 */
export function jobFunctionsOf(title: string): string[] {
  for (const [words, codes] of FUNCTIONS_BY_WORD) if (words.test(title)) return codes;
  return ['othr'];
}

/**
 * The experience level code of a title: senior, lead and principal roles are Mid-Senior level,
 * directors and heads Director, interns Internship, juniors Entry level, the rest Associate.
 * @example experienceLevelOf('Senior Software Engineer') // '4'
 */
export function experienceLevelOf(title: string): string {
  if (/\b(chief|vp|vice president)\b/i.test(title)) return '6';
  if (/\b(director|head)\b/i.test(title)) return '5';
  if (/\b(senior|lead|principal|staff)\b/i.test(title)) return '4';
  if (/\bintern/i.test(title)) return '1';
  if (/\b(junior|graduate)\b/i.test(title)) return '2';
  return '3';
}
