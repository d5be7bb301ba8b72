import { api } from '@meslektas/domain/client';
import { callApi } from '../lib/api-client.ts';

/** POST application/selectUser {mission_id, user_id, order_num, bio: 0}. */
export const selectUser = (missionId: number, userId: number, orderNum: number) =>
  callApi(
    api.missions.selectUser,
    { body: { mission_id: missionId, user_id: userId, order_num: orderNum, bio: 0 } },
    { call: 'application.selectUser', context: { missionId } },
  );
