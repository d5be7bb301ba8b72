import {
  type CreateMissionPayload,
  type CreateTaskField,
  createMissionSchema,
  createTaskMessages,
} from '@meslektas/domain';

export type PayloadResult =
  { ok: false; field: CreateTaskField; message: string } | { ok: true; payload: CreateMissionPayload };

/**
 * The create payload built through the schema the server parses it with (trimming, defaults, length
 * limits). Loaded apart from the form: the schema brings zod, which the form's first paint does not
 * need.
 */
export function parseCreatePayload(input: Record<string, unknown>): PayloadResult {
  const parsed = createMissionSchema.safeParse(input);
  if (parsed.success) return { ok: true, payload: parsed.data };
  const issue = parsed.error.issues[0];
  const field = (issue?.path[0] as CreateTaskField | undefined) ?? 'other_detail';
  return { ok: false, field, message: issue?.message ?? createTaskMessages.noDescription };
}
