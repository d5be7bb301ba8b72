import { describe, expect, it } from 'vitest';
import { MissionStatus } from './mission-status.ts';
import { canOpenDispute, isDisputeParty } from './disputes.ts';

const OWNER = 1;
const ASSIGNEE = 2;
const STRANGER = 3;

describe('dispute desk rules', () => {
  it.each([
    ['the creator of an assigned task', OWNER, MissionStatus.assigned, ASSIGNEE, false, true],
    ['the assignee of an assigned task', ASSIGNEE, MissionStatus.assigned, ASSIGNEE, false, true],
    ['the creator of a completed task', OWNER, MissionStatus.completed, ASSIGNEE, false, true],
    [
      'the assignee of a task cancelled after assignment',
      ASSIGNEE,
      MissionStatus.cancelled,
      ASSIGNEE,
      false,
      true,
    ],
    ['the creator of an open task', OWNER, MissionStatus.open, null, false, false],
    ['the creator of a task cancelled before assignment', OWNER, MissionStatus.cancelled, null, false, false],
    ['a stranger to an assigned task', STRANGER, MissionStatus.assigned, ASSIGNEE, false, false],
    [
      'the creator of a task that already has a dispute',
      OWNER,
      MissionStatus.completed,
      ASSIGNEE,
      true,
      false,
    ],
  ] as const)('given %s / may open a dispute: %s', (_label, viewer, status, userId, hasDispute, expected) => {
    expect(canOpenDispute({ ownerId: OWNER, userId, status, hasDispute }, viewer)).toBe(expected);
  });

  it('knows the two parties of each', () => {
    const task = { ownerId: OWNER, userId: ASSIGNEE };
    expect(isDisputeParty(task, OWNER)).toBe(true);
    expect(isDisputeParty(task, ASSIGNEE)).toBe(true);
    expect(isDisputeParty(task, STRANGER)).toBe(false);
    expect(isDisputeParty({ ownerId: OWNER, userId: null }, STRANGER)).toBe(false);
  });
});
