import { type CancelConfirmPayload, type CancelRequestPayload } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';

/** GET cancelRequest/info: the form's tasks and types, the requests and the allowance left. */
export function useCancelInfo() {
  return useSWR(
    callKey(api.cancelRequests.info),
    async () => (await callApi(api.cancelRequests.info)).data.data,
  );
}

/** POST cancelRequest. */
export const createCancelRequest = (body: CancelRequestPayload) =>
  callApi(api.cancelRequests.create, { body });

/** POST mission/cancelConfirm: 'confirm' cancels the task, 'cancel' rejects the request. */
export const answerCancelRequest = (body: CancelConfirmPayload) =>
  callApi(api.cancelRequests.confirm, { body });
