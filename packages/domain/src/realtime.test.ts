import { describe, expect, it } from 'vitest';
import { privateChannelName, realtimeChannels } from './realtime.ts';

describe('realtime channel names', () => {
  it('gives each user and each task its own private channel', () => {
    expect(privateChannelName(realtimeChannels.user(7))).toBe('private-user.7');
    expect(privateChannelName(realtimeChannels.missionApplicants(42))).toBe('private-confirm-mission.42');
  });
});
