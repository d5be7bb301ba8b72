import { api } from '@meslektas/domain/client';
import { callApi } from '../../lib/api-client.ts';

/**
 * The operator's actions on one account (POST admin/accounts/{id}/…); each answers the changed
 * account, and the server writes the audit line with it.
 */
export const accountActionCalls = {
  approve: (id: number) => callApi(api.admin.approveAccount, { params: { id } }),
  reject: (id: number, reason: string) =>
    callApi(api.admin.rejectAccount, { params: { id }, body: { reason } }),
  ban: (id: number, message: string) => callApi(api.admin.banAccount, { params: { id }, body: { message } }),
  unban: (id: number, reason: string) =>
    callApi(api.admin.unbanAccount, { params: { id }, body: { reason } }),
  restrict: (id: number, addMission: number, reason: string) =>
    callApi(api.admin.restrictAccount, { params: { id }, body: { add_mission: addMission, reason } }),
  grantPro: (id: number, days: number, reason: string) =>
    callApi(api.admin.grantPro, { params: { id }, body: { days, reason } }),
  revokePro: (id: number, reason: string) =>
    callApi(api.admin.revokePro, { params: { id }, body: { reason } }),
};
