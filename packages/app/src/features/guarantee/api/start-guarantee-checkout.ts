import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** POST guarantees/{id}/iyzico/checkout: the page's new state and the address of iyzico's form. */
export const startGuaranteeCheckout = async (paymentId: number) =>
  callApi(api.guarantees.iyzicoCheckout, { params: { id: paymentId } });
