import { api } from '@meslektas/domain/client';
import { callApi } from '../lib/api-client.ts';

/** POST user/performance/addData {performance_ids[]}: the lawyer's specialities become these. */
export const savePerformances = (ids: number[]) =>
  callApi(api.profile.addPerformances, { body: { performance_ids: ids } });
