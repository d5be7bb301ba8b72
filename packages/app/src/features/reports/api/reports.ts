import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey, callUpload } from '../../../lib/api-client.ts';

/** GET missions/{id}/report: the task's report and its thread, or what may be done before it. */
export function useReport(missionId: number) {
  const input = { params: { id: missionId } };
  return useSWR(
    Number.isInteger(missionId) ? callKey(api.reports.read, input) : null,
    async () => (await callApi(api.reports.read, input)).data,
  );
}

export interface ReportFormInput {
  outcomes: readonly string[];
  note: string;
  nextHearingAt: string;
  images: readonly File[];
}

/** POST missions/{id}/report: the outcomes, note, next hearing and up to 3 attachments (photos or PDFs). */
export function fileReport(missionId: number, values: ReportFormInput) {
  const form = new FormData();
  for (const code of values.outcomes) form.append('outcomes[]', code);
  if (values.note) form.append('note', values.note);
  if (values.nextHearingAt) form.append('next_hearing_at', values.nextHearingAt);
  for (const image of values.images) form.append('images[]', image, image.name);
  return callUpload(api.reports.file, form, { params: { id: missionId } });
}

export const acceptReport = (missionId: number) => callApi(api.reports.accept, { params: { id: missionId } });

export const askReportQuestion = (missionId: number, question: string) =>
  callApi(api.reports.question, { params: { id: missionId }, body: { question } });

export const answerReportQuestion = (missionId: number, answer: string) =>
  callApi(api.reports.answer, { params: { id: missionId }, body: { answer } });
