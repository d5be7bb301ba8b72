import { type AdminComplaintCategoryFilter, type AdminComplaintFilter } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../lib/api-client.ts';

/** GET admin/complaints: by status (new ones oldest first) and subject, a page at a time. */
export function useAdminComplaints(query: {
  status: AdminComplaintFilter;
  category: AdminComplaintCategoryFilter;
  page: number;
}) {
  const input = { query };
  return useSWR(callKey(api.admin.complaints, input), () => callApi(api.admin.complaints, input), {
    keepPreviousData: true,
  });
}

/** GET admin/complaints/{id}: one record with its screenshots signed for the console. */
export function useAdminComplaint(id: number | null) {
  const input = { params: { id: id ?? 0 } };
  return useSWR(
    id === null ? null : callKey(api.admin.complaint, input),
    async () => (await callApi(api.admin.complaint, input)).data,
  );
}

/** The operator's two steps on a record; each answers a Turkish confirmation. */
export const complaintCalls = {
  read: (id: number) => callApi(api.admin.readComplaint, { params: { id } }),
  close: (id: number, note: string) =>
    callApi(api.admin.closeComplaint, { params: { id }, body: note === '' ? {} : { note } }),
};
