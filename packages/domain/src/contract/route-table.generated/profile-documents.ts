// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const myAuthorityDocument = {"method":"GET","path":"/user/yetkibelgesi"} as ClientOf<Api["profileDocuments"]["myAuthorityDocument"]>;
export const saveAuthorityDocument = {"method":"POST","path":"/user/yetkibelgesi"} as ClientOf<Api["profileDocuments"]["saveAuthorityDocument"]>;
export const removeAuthorityDocument = {"method":"DELETE","path":"/user/yetkibelgesi/:id"} as ClientOf<Api["profileDocuments"]["removeAuthorityDocument"]>;
export const cities = {"method":"GET","path":"/cities"} as ClientOf<Api["profileDocuments"]["cities"]>;
export const districts = {"method":"GET","path":"/districts/:cityId"} as ClientOf<Api["profileDocuments"]["districts"]>;
export const invoiceDetails = {"method":"GET","path":"/getInvoiceDetails"} as ClientOf<Api["profileDocuments"]["invoiceDetails"]>;
export const updateInvoice = {"method":"PUT","path":"/updateInvoice"} as ClientOf<Api["profileDocuments"]["updateInvoice"]>;
