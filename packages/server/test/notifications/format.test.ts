import { notificationIcons } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { toAppNotification } from '../../src/services/notifications/format.ts';

const now = new Date('2026-11-21T09:00:00Z');
const row = (data: string) => ({
  id: 1,
  user_id: 2,
  type: 'x',
  data,
  read_at: null,
  created_at: now.toISOString(),
});

describe('a stored notification as the client gets it', () => {
  it.each(Object.entries(notificationIcons))(
    'given a %s row written without an icon / carries domain’s %s',
    (type, icon) => {
      expect(toAppNotification(row(JSON.stringify({ type, title: 'T' })), now).data.icon).toBe(icon);
    },
  );

  it.each([
    ['a row of an unknown type', JSON.stringify({ type: 'general', title: 'T' }), 'bell'],
    ['a row whose JSON is broken', '{', 'bell'],
    ['a row that names its own icon', JSON.stringify({ type: 'selected', icon: 'check' }), 'check'],
  ])('given %s / carries the icon %s', (_label, data, icon) => {
    expect(toAppNotification(row(data), now).data.icon).toBe(icon);
  });
});
