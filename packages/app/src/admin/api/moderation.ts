import { type ModerationItem, type ModerationKind } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../lib/api-client.ts';

/** GET admin/moderation: one queue of what waits for an operator, oldest first, a page at a time. */
export function useModeration(query: { kind: ModerationKind; page: number }) {
  const input = { query };
  return useSWR(callKey(api.admin.moderation, input), () => callApi(api.admin.moderation, input), {
    keepPreviousData: true,
  });
}

/**
 * Approves or rejects an item as the operator saw it: its `version` goes along, so a photo or
 * text the lawyer replaced meanwhile is refused (409) rather than approved unseen.
 */
export function decideModeration(item: ModerationItem, decision: 'approve' | 'reject', reason: string) {
  const params = { kind: item.kind, id: item.id };
  return decision === 'approve'
    ? callApi(api.admin.approveModeration, { params, body: { version: item.version } })
    : callApi(api.admin.rejectModeration, { params, body: { version: item.version, reason } });
}
