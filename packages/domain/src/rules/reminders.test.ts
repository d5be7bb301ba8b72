import { describe, expect, it } from 'vitest';
import { reminderMessages, reminderSchedule } from './reminders.ts';

const minutes = { beforeMinutes: 60, reportMinutes: 60 };
// 2026-03-10 14:00 in Istanbul (UTC+3).
const planned = new Date('2026-03-10T11:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('when a task’s reminders fall due', () => {
  it.each([
    [
      'assigned the day before: an hour before, and an hour after',
      '2026-03-09T09:00:00.000Z',
      '2026-03-10T10:00:00.000Z',
      '2026-03-10T12:00:00.000Z',
    ],
    [
      'assigned 20 minutes before the time: the reminder at once',
      '2026-03-10T10:40:00.000Z',
      '2026-03-10T10:40:00.000Z',
      '2026-03-10T12:00:00.000Z',
    ],
    [
      'assigned after the time: no reminder before it',
      '2026-03-10T11:00:00.000Z',
      null,
      '2026-03-10T12:00:00.000Z',
    ],
    [
      'assigned two hours after the time: the report reminder an hour after the assignment',
      '2026-03-10T13:00:00.000Z',
      null,
      '2026-03-10T14:00:00.000Z',
    ],
  ])('%s', (_name, now, before, report) => {
    const schedule = reminderSchedule('2026-03-10', '14:00', at(now), minutes);
    expect(schedule.plannedAt).toBe(planned.toISOString());
    expect(schedule.before?.toISOString() ?? null).toBe(before);
    expect(schedule.report.toISOString()).toBe(report);
  });

  it('reads the minutes from the constants', () => {
    const schedule = reminderSchedule('2026-03-10', '14:00', at('2026-03-09T09:00:00.000Z'), {
      beforeMinutes: 30,
      reportMinutes: 120,
    });
    expect(schedule.before?.toISOString()).toBe('2026-03-10T10:30:00.000Z');
    expect(schedule.report.toISOString()).toBe('2026-03-10T13:00:00.000Z');
  });

  it('takes a task without a time as planned at the start of its day', () => {
    const schedule = reminderSchedule('2026-03-10', null, at('2026-03-09T09:00:00.000Z'), minutes);
    expect(schedule.plannedAt).toBe('2026-03-10T06:00:00.000Z');
    expect(schedule.before?.toISOString()).toBe('2026-03-10T05:00:00.000Z');
  });
});

describe('what the reminders say', () => {
  const task = {
    category: 'Duruşmaya Katılım',
    place: 'Çağlayan Adliyesi',
    planDate: '2026-03-10',
    planTime: '14:00',
  };
  it.each([
    [
      reminderMessages.before.message(task),
      'Göreviniz yaklaşıyor: Çağlayan Adliyesi · Duruşmaya Katılım, 10.03.2026 14:00.',
    ],
    [
      reminderMessages.before.sms({ ...task, planTime: null }),
      'Meslektaş: Göreviniz yaklaşıyor: Çağlayan Adliyesi · Duruşmaya Katılım, 10.03.2026. Ayrıntılar görev detayında.',
    ],
    [
      reminderMessages.report.message({ ...task, place: null }),
      'Duruşmaya Katılım görevinin sonucunu görev detayından rapor olarak yazınız.',
    ],
    [
      reminderMessages.report.sms(task),
      'Meslektaş: Çağlayan Adliyesi · Duruşmaya Katılım görevinin sonucunu görev detayından rapor olarak yazınız.',
    ],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});
