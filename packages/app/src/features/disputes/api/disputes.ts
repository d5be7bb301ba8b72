import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey, callUpload } from '../../../lib/api-client.ts';

/** GET conflicts: the tasks a dispute may be opened for, and the lawyer's disputes. */
export function useDisputes() {
  return useSWR(callKey(api.conflicts.list), async () => (await callApi(api.conflicts.list)).data);
}

/** GET conflicts/{id}: the dispute and the messages the lawyer may see; reading marks them read. */
export function useDispute(id: number) {
  const input = { params: { id } };
  return useSWR(
    callKey(api.conflicts.detail, input),
    async () => (await callApi(api.conflicts.detail, input)).data,
  );
}

function formOf(fields: Record<string, string>, images: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const image of images) form.append('images[]', image, image.name);
  return form;
}

/** POST conflicts: the task, the reason and up to 3 images. */
export function openDispute(values: { missionId: number; message: string; images: readonly File[] }) {
  return callUpload(
    api.conflicts.create,
    formOf({ mission_id: String(values.missionId), message: values.message }, values.images),
  );
}

/** POST conflicts/{id}/message: a message and up to 3 images; answers the visible messages. */
export function sendDisputeMessage(id: number, values: { message: string; images: readonly File[] }) {
  return callUpload(api.conflicts.sendMessage, formOf({ message: values.message }, values.images), {
    params: { id },
  });
}
