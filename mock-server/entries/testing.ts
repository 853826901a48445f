// The entry of `in-js/testing`: the msw check first (see main.ts), then useMockService.
import { assertCompatibleMsw } from '../msw/mswCopies.js';

assertCompatibleMsw('server');
const api = await import('../testing/index.js');

export const { useMockService, loopbackOrFail, mapServiceHosts, expectNoSunsetWithin, waitForDelivery } = api;
