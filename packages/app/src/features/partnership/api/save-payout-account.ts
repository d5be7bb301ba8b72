import type { PayoutAccountPayload } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** PUT partnership/payout-account: the account saved (and sent to iyzico when he is its sub-merchant). */
export const savePayoutAccount = (values: PayoutAccountPayload) =>
  callApi(api.partnership.savePayoutAccount, { body: values });
