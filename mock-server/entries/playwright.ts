// The entry of `in-js/testing/playwright`: the msw check first (see main.ts), then the fixture
// (which imports @playwright/test, an optional peer dependency asked for only here).
import { assertCompatibleMsw } from '../msw/mswCopies.js';

assertCompatibleMsw('server');
const api = await import('../testing/playwright.js');

export const { test, expect, inMockFixtures, routeServiceHosts } = api;
