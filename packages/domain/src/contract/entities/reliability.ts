/** A lawyer's reliability record as profiles and the applicants' bio modal show it. */
import { z } from 'zod';

/** The figures, shown only once the lawyer has enough history (else `new_member` and null). */
export const reliabilityFiguresSchema = z.object({
  /** Tasks he completed as the assigned lawyer. */
  completed: z.number().int(),
  /** Reports that count (filed, or due and missing); the share below is of these. */
  reports_counted: z.number().int(),
  /** Whole percent of counted reports filed by their due time; null when none counts yet. */
  reports_on_time_percent: z.number().int().nullable(),
  /** Cancel requests he made less than 24 hours before the planned time (or after it). */
  late_cancels: z.number().int(),
  /** Resolved disputes the operators decided against him. */
  disputes_lost: z.number().int(),
  /** Median whole minutes from a task opening to him to his application; null without any. */
  median_apply_minutes: z.number().int().nullable(),
});
export type ReliabilityFigures = z.infer<typeof reliabilityFiguresSchema>;

export const reliabilityRecordSchema = z.object({
  /** ISO instant the account was created. */
  member_since: z.string(),
  /** Too little history: 'Yeni üye' is shown instead of the figures. */
  new_member: z.boolean(),
  figures: reliabilityFiguresSchema.nullable(),
  /** What would improve the record (Turkish); only the lawyer himself gets these, others null. */
  hints: z.array(z.string()).nullable(),
});
export type ReliabilityRecord = z.infer<typeof reliabilityRecordSchema>;
