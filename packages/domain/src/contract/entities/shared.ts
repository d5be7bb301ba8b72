/** Building blocks several areas share: the 0/1 flag and the specialities. */
import { z } from 'zod';

/** 0/1 flags as the spec writes them (notification settings, missionStatus on the user). */
export const flagSchema = z.union([z.literal(0), z.literal(1)]);
export type Flag = z.infer<typeof flagSchema>;

export const performanceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type Performance = z.infer<typeof performanceSchema>;

/** A speciality with a progress-bar value (0..100), as shown on bios and profiles. */
export const performanceScoreSchema = performanceSchema.extend({
  percent: z.number(),
});
export type PerformanceScore = z.infer<typeof performanceScoreSchema>;

/** A speciality on a profile is a performance by another name. */
export type Speciality = Performance;
