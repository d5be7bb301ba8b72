import { type CardInput, type PaymentType } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import { callApi } from '../../../lib/api-client.ts';

/** POST payments: the server fixes the amount; only the type is sent. */
export async function createPayment(type: PaymentType) {
  return (await callApi(api.payments.createPayment, { body: { type } })).payment;
}

export async function getPayment(id: number) {
  return (await callApi(api.payments.getPayment, { params: { id } }, { quiet: true })).payment;
}

/** Card errors come back as 422 field errors and are shown on the form, not as toasts. */
export async function sendSandboxCard(id: number, card: CardInput) {
  return (await callApi(api.payments.sandboxCard, { params: { id }, body: card }, { quiet: true })).payment;
}

export async function sendSandboxCode(id: number, code: string) {
  return (await callApi(api.payments.sandbox3ds, { params: { id }, body: { code } }, { quiet: true }))
    .payment;
}
