import { matchRoute, notificationHref, NOTIFICATION_TYPES } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { pages } from './pages.tsx';

describe('the screens behind the login', () => {
  it('open every notification the server writes', () => {
    for (const type of NOTIFICATION_TYPES) {
      const name = matchRoute(notificationHref({ type, mission_id: 7 }));
      expect(Object.hasOwn(pages, name), `${type}: ${name}`).toBe(true);
    }
  });
});
