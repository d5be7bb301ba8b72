import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../lib/api-client.ts';

/** GET admin/audit: the audit log, newest first, optionally one action only. */
export function useAuditLog(query: { action: string; page: number }) {
  const input = { query: { page: query.page, ...(query.action ? { action: query.action } : {}) } };
  return useSWR(callKey(api.admin.auditLog, input), () => callApi(api.admin.auditLog, input), {
    keepPreviousData: true,
  });
}
