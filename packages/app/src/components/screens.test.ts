import { buildPath, notificationHref, NOTIFICATION_TYPES, routes, type RouteName } from '@meslektas/domain';
import { describe, expect, it } from 'vitest';
import { pages } from '../routes/pages.tsx';
import { hasScreen } from './screens.ts';

const params = { id: 3, missionId: 7, slug: 'duyuru', type: 'vip' };
const names = (Object.keys(routes) as RouteName[]).filter((n) => n !== 'not-found');

describe('which links lead to a screen', () => {
  it.each(names)('%s / has a screen exactly when it has a page', (name) => {
    expect(hasScreen(buildPath(name, params))).toBe(Object.hasOwn(pages, name));
  });

  it.each([
    ['an unknown path', '/yok/boyle', false],
    ['a path with a query', '/arsiv?sekme=tamamlanan', true],
    ['another site', 'https://www.barobirlik.org.tr/', true],
    ['a phone link', 'tel:05321234567', true],
  ])('%s / %s', (_label, href, shown) => {
    expect(hasScreen(href)).toBe(shown);
  });

  it('opens every notification the server writes on a screen that exists', () => {
    for (const type of NOTIFICATION_TYPES) {
      expect(hasScreen(notificationHref({ type, mission_id: 7 })), type).toBe(true);
    }
  });
});
