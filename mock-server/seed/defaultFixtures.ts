// The fixture set the service starts with when none is given: the demo app and member (whose
// ids and credentials the README, the demo and the e2e tests use) and a few more members and
// apps (a second sign-in app, and the page app the Community Management API keeps apart), so that
// flows with several members or several apps can be tried at once.
import { DEMO_APP, DEMO_MEMBER, DEMO_PAGES_APP } from './demoAccounts.js';
import type { Fixtures } from '../fixtureFormat/types.js';

export const DEFAULT_FIXTURES: Fixtures = {
  apps: [
    DEMO_APP,
    {
      apiKey: 'second-api-key',
      secretKey: 'second-secret-key',
      name: 'Engine Notes',
      redirectUrls: ['http://127.0.0.1:8787/demo/callback', 'http://localhost:8787/demo/callback'],
      defaultScope: ['r_basicprofile'],
      developers: [],
      jsOrigins: ['127.0.0.1', 'localhost'],
    },
    DEMO_PAGES_APP,
  ],
  members: [
    DEMO_MEMBER,
    {
      id: 'Qm7Rt2VdN8',
      email: 'charles.babbage@example.com',
      password: 'demo-password',
      firstName: 'Charles',
      lastName: 'Babbage',
      headline: 'Designer of calculating engines',
      location: { name: 'Greater London, United Kingdom', country: { code: 'gb' } },
      industry: 'Mechanical or Industrial Engineering',
      summary: 'I design engines that calculate tables without error.',
      publicProfileUrl: 'https://www.linkedin.com/in/charles-babbage',
      positions: [{ id: 110000, title: 'Designer', isCurrent: true, startDate: { year: 2012, month: 6 }, company: { id: 1001, name: 'Difference Works' } }],
      educations: [{ id: 210000, schoolName: 'Royal Institute of Calculation', fieldOfStudy: 'Mathematics', degree: 'MA', startDate: { year: 2006 }, endDate: { year: 2010 } }],
      skills: [{ id: 310000, skill: { name: 'Mechanical Design' } }, { id: 310001, skill: { name: 'Mathematics' } }],
    },
    {
      id: 'Lk4Hs8PzC3',
      email: 'grace.hopper@example.com',
      password: 'demo-password',
      firstName: 'Grace',
      lastName: 'Hopper',
      headline: 'Compiler writer and rear admiral',
      location: { name: 'Greater New York City Area', country: { code: 'us' } },
      industry: 'Computer Software',
      summary: 'It is easier to ask forgiveness than to get permission.',
      publicProfileUrl: 'https://www.linkedin.com/in/grace-hopper',
      positions: [{ id: 120000, title: 'Compiler writer', isCurrent: true, startDate: { year: 2016, month: 3 }, company: { id: 1012, name: 'Fernwood Software' } }],
      educations: [{ id: 220000, schoolName: 'Kestrel University', fieldOfStudy: 'Mathematics', degree: 'PhD', startDate: { year: 2008 }, endDate: { year: 2013 } }],
      skills: [{ id: 320000, skill: { name: 'Compilers' } }, { id: 320001, skill: { name: 'Public Speaking' } }],
      // Verified on LinkedIn: her workplace (docs/identity.md).
      verification: { workplace: { verifiedAt: Date.UTC(2025, 10, 20, 15), method: 'WORK_EMAIL', organizationName: 'Fernwood Software' } },
    },
    {
      id: 'Tw9Fj1YgE6',
      email: 'alan.turing@example.com',
      password: 'demo-password',
      firstName: 'Alan',
      lastName: 'Turing',
      headline: 'Mathematician at the computing laboratory',
      location: { name: 'Greater London, United Kingdom', country: { code: 'gb' } },
      industry: 'Research',
      summary: 'Can machines think? I am trying to find out.',
      publicProfileUrl: 'https://www.linkedin.com/in/alan-turing',
      positions: [{ id: 130000, title: 'Research Scientist', isCurrent: true, startDate: { year: 2018, month: 10 }, company: { id: 1005, name: 'Lambda Labs Collective' } }],
      educations: [{ id: 230000, schoolName: 'University of Lindenfeld', fieldOfStudy: 'Mathematics', degree: 'PhD', startDate: { year: 2010 }, endDate: { year: 2014 } }],
      skills: [{ id: 330000, skill: { name: 'Statistics' } }, { id: 330001, skill: { name: 'Machine Learning' } }],
    },
  ],
};
