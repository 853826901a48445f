import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { JournalHandler } from './JournalHandler.js';
import { createJournal } from '../store/journal.js';
import { createClock } from '../store/clock.js';

const journal = createJournal(createClock(Date.UTC(2026, 0, 1)), 3);
const server = setupServer(
  new JournalHandler(journal),
  http.get('*/answered', () => HttpResponse.text('yes')),
  http.get('*/__admin/health', () => HttpResponse.json({ status: 'ok' })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

describe('JournalHandler', () => {
  it('records every request but admin ones and lets the later handlers answer', async () => {
    journal.clear();
    expect(await (await fetch('https://j.example/answered')).text()).toBe('yes');
    expect((await fetch('https://j.example/__admin/health')).status).toBe(200);
    await fetch('https://j.example/answered?x=1', { method: 'GET' });
    expect(journal.list()).toEqual([
      { seq: 1, at: '2026-01-01T00:00:00.000Z', method: 'GET', url: 'https://j.example/answered' },
      { seq: 2, at: '2026-01-01T00:00:00.000Z', method: 'GET', url: 'https://j.example/answered?x=1' },
    ]);
  });

  it('keeps only the most recent entries', async () => {
    journal.clear();
    for (let i = 0; i < 5; i++) await fetch(`https://j.example/answered?i=${i}`);
    expect(journal.list().map((entry) => entry.seq)).toEqual([3, 4, 5]);
  });

  it('matches nothing itself', async () => {
    const handler = new JournalHandler(journal);
    expect(await handler.test({ request: new Request('https://j.example/answered') })).toBe(false);
  });
});
