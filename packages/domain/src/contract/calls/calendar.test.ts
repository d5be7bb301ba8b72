import { describe, expect, it } from 'vitest';
import { calendarCalls } from './calendar.ts';

describe('the calendar calls', () => {
  it('read and change only the signed-in lawyer’s feed; the feed itself is public by its token', () => {
    expect(calendarCalls.feed.access).toBe('lawyer');
    expect(calendarCalls.createFeed.access).toBe('lawyer');
    expect(calendarCalls.revokeFeed.access).toBe('lawyer');
    expect(calendarCalls.feedFile.access).toBe('public');
    expect(calendarCalls.missionFile.access).toBe('lawyer');
    expect(calendarCalls.feedFile.produces).toBe('text/calendar; charset=utf-8');
    expect(calendarCalls.missionFile.produces).toBe('text/calendar; charset=utf-8');
  });

  it('answer the feed as its date only, and its address only when it was made', () => {
    const none = calendarCalls.feed.response.parse({ data: null });
    expect(none).toEqual({ data: null });
    const shown = calendarCalls.feed.response.parse({
      data: { created_at: '2026-03-10T09:00:00.000Z', url: 'https://x/api/calendar/t.ics' },
    });
    // Undeclared fields never leave: a stored feed is answered without any address.
    expect(shown).toEqual({ data: { created_at: '2026-03-10T09:00:00.000Z' } });
    const made = calendarCalls.createFeed.response.parse({
      status: 'true',
      message: 'ok',
      data: { created_at: '2026-03-10T09:00:00.000Z', url: 'https://x/api/calendar/t.ics' },
    });
    expect(made.data.url).toBe('https://x/api/calendar/t.ics');
    expect(
      calendarCalls.createFeed.response.safeParse({ status: 'true', message: 'ok', data: {} }).success,
    ).toBe(false);
  });

  it('take any token text so that a malformed one is refused as unknown (404), never as a 422', () => {
    expect(calendarCalls.feedFile.params?.parse({ token: 'kısa.ics' })).toEqual({ token: 'kısa.ics' });
    expect(calendarCalls.feedFile.params?.safeParse({ token: 'a'.repeat(201) }).success).toBe(false);
  });

  it('ask for a task id in the one-task file, in Turkish when it is wrong', () => {
    expect(calendarCalls.missionFile.params?.parse({ id: '7' })).toEqual({ id: 7 });
    const bad = calendarCalls.missionFile.params?.safeParse({ id: 'x' });
    expect(bad?.error?.issues[0]?.message).toBe('Görev bulunamadı.');
  });
});
