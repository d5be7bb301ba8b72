/** Reliability records for the profile stories and for the dialogs that show one (applicant bio). */
import { type ReliabilityRecord, reliabilityHints } from '@meslektas/domain';

/** A member of two years with a good record and nothing to advise. */
export const typicalRecord: ReliabilityRecord = {
  member_since: '2024-09-16T08:30:00.000Z',
  new_member: false,
  figures: {
    completed: 27,
    reports_counted: 24,
    reports_on_time_percent: 91,
    late_cancels: 1,
    disputes_lost: 0,
    median_apply_minutes: 14,
  },
  hints: null,
};

/** Too new for figures. */
export const newMemberRecord: ReliabilityRecord = {
  member_since: '2026-11-20T10:00:00.000Z',
  new_member: true,
  figures: null,
  hints: null,
};

export const excellentRecord: ReliabilityRecord = {
  member_since: '2021-02-01T09:00:00.000Z',
  new_member: false,
  figures: {
    completed: 312,
    reports_counted: 305,
    reports_on_time_percent: 100,
    late_cancels: 0,
    disputes_lost: 0,
    median_apply_minutes: 3,
  },
  hints: [],
};

/** A record with every weak figure and the advice for each. */
export const weakRecord = {
  member_since: '2025-05-05T12:00:00.000Z',
  new_member: false,
  figures: {
    completed: 9,
    reports_counted: 8,
    reports_on_time_percent: 62,
    late_cancels: 3,
    disputes_lost: 1,
    median_apply_minutes: 200,
  },
  hints: [
    reliabilityHints.reports(24),
    reliabilityHints.lateCancels(),
    reliabilityHints.disputes(),
    reliabilityHints.apply(60),
  ],
} satisfies ReliabilityRecord;
