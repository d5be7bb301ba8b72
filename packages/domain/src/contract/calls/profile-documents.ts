/**
 * The lawyer's own documents (spec §7.6): the authority document task owners see, and the place
 * (province and district) the lawyer's invoices are written for.
 */
import { z } from 'zod';
import { authorityDocumentEntitySchema, invoiceDetailsSchema } from '../entities/profile.ts';
import { citySchema, districtSchema } from '../entities/reference.ts';
import { dataEnvelope } from '../envelopes.ts';
import { endpoint } from '../endpoint.ts';
import { idField, obj } from '../fields.ts';
import { authorityDocumentSchema, documentOwnerParamSchema, invoiceUpdateSchema } from '../requests.ts';

const tag = 'Profil';

/** The `:cityId` of districts: a province's plate code. */
const cityIdParamSchema = obj({ cityId: idField('İl bulunamadı.') });

const done = z.object({ status: z.literal('true'), message: z.string() });

export const profileDocumentCalls = {
  myAuthorityDocument: endpoint({
    method: 'GET',
    path: '/user/yetkibelgesi',
    summary: 'Avukatın kendi yetki belgesi; changableTc ile existsBelge bayraklarıyla',
    tag,
    access: 'lawyer',
    response: dataEnvelope(authorityDocumentEntitySchema),
  }),
  saveAuthorityDocument: endpoint({
    method: 'POST',
    path: '/user/yetkibelgesi',
    summary:
      'Yetki belgesini kaydeder (T.C. kimlik no ve sicil no; ad ve baro hesaptan gelir). ' +
      'Belge yokken onay kutusu zorunludur; ilk kayıtta T.C. kimlik no kilitlenir',
    tag,
    access: 'lawyer',
    body: authorityDocumentSchema,
    response: done.extend({ data: authorityDocumentEntitySchema }),
  }),
  removeAuthorityDocument: endpoint({
    method: 'DELETE',
    path: '/user/yetkibelgesi/:id',
    summary: 'Kendi yetki belgesini kaldırır (başkasınınki için 404)',
    tag,
    access: 'lawyer',
    params: documentOwnerParamSchema,
    response: done.extend({ data: authorityDocumentEntitySchema }),
  }),
  cities: endpoint({
    method: 'GET',
    path: '/cities',
    summary: 'Bütün iller (plaka koduyla), Türkçe alfabe sırasıyla',
    tag,
    access: 'lawyer',
    response: dataEnvelope(z.array(citySchema)),
  }),
  districts: endpoint({
    method: 'GET',
    path: '/districts/:cityId',
    summary: 'Bir ilin ilçeleri, Türkçe alfabe sırasıyla',
    tag,
    access: 'lawyer',
    params: cityIdParamSchema,
    response: dataEnvelope(z.array(districtSchema)),
  }),
  invoiceDetails: endpoint({
    method: 'GET',
    path: '/getInvoiceDetails',
    summary: 'Faturanın kesileceği il ve ilçe (seçilmediyse null)',
    tag,
    access: 'lawyer',
    response: dataEnvelope(invoiceDetailsSchema),
  }),
  updateInvoice: endpoint({
    method: 'PUT',
    path: '/updateInvoice',
    summary: 'Fatura ilçesini kaydeder; ödeme kayıtlarına bu yer yazılır',
    tag,
    access: 'lawyer',
    body: invoiceUpdateSchema,
    response: done.extend({ data: invoiceDetailsSchema }),
  }),
};
