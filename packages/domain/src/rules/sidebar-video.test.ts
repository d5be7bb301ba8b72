import { describe, expect, it } from 'vitest';
import { sidebarVideo } from './sidebar-video.ts';

describe('sidebar video by Istanbul time', () => {
  it.each([
    ['19:59 Istanbul', '2026-11-21T16:59:59Z', 'day'],
    ['20:00 Istanbul', '2026-11-21T17:00:00Z', 'night'],
    ['23:59 Istanbul', '2026-11-21T20:59:00Z', 'night'],
    ['00:00 Istanbul while UTC is the day before', '2026-11-21T21:00:00Z', 'day'],
    ['08:00 Istanbul', '2026-11-21T05:00:00Z', 'day'],
  ])('at %s', (_label, iso, video) => {
    expect(sidebarVideo(new Date(iso))).toBe(video);
  });
});
