import { describe, expect, it } from 'vitest';
import {
  type MissionCreatedEvent,
  type MissionListener,
  isMissionCreatedForMe,
  privateChannelName,
  realtimeChannels,
} from './realtime.ts';

describe('realtime channel names', () => {
  it('gives each user and each task its own private channel', () => {
    expect(privateChannelName(realtimeChannels.user(7))).toBe('private-user.7');
    expect(privateChannelName(realtimeChannels.missionApplicants(42))).toBe('private-confirm-mission.42');
  });

  it('gives each courthouse and each bar one channel for its new tasks', () => {
    expect(privateChannelName(realtimeChannels.courthouse(12))).toBe('private-courthouse.12');
    expect(privateChannelName(realtimeChannels.bar(34))).toBe('private-bar.34');
  });
});

describe('isMissionCreatedForMe', () => {
  const event: MissionCreatedEvent = { missionId: 5, adliyeId: 12, fast: false, ownerId: 1, categoryId: 3 };
  const me: MissionListener = { userId: 2, missionStatus: 1, excludedCategoryIds: [] };

  it.each<{
    given: string;
    event?: Partial<MissionCreatedEvent>;
    me?: Partial<MissionListener>;
    mine: boolean;
  }>([
    { given: "a colleague's task, task-taking on, nothing excluded", mine: true },
    { given: 'his own task', event: { ownerId: 2 }, mine: false },
    { given: 'task-taking switched off', me: { missionStatus: 0 }, mine: false },
    { given: "the task's category excluded", me: { excludedCategoryIds: [9, 3] }, mine: false },
    { given: 'other categories excluded', me: { excludedCategoryIds: [9, 4] }, mine: true },
    {
      given: 'a task without a category, every category excluded',
      event: { categoryId: null },
      me: { excludedCategoryIds: [3, 4] },
      mine: true,
    },
    { given: 'an out-of-courthouse task of his bar', event: { adliyeId: null }, mine: true },
  ])('given $given / answers $mine', ({ event: e, me: m, mine }) => {
    expect(isMissionCreatedForMe({ ...event, ...e }, { ...me, ...m })).toBe(mine);
  });
});
