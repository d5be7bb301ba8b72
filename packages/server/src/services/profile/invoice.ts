import type { City, District, InvoiceDetails } from '@meslektas/domain';
import { HttpError, fieldError } from '../../errors.ts';
import type { Db, ServiceDeps } from '../deps.ts';

export const invoiceMessages = {
  cityNotFound: 'İl bulunamadı.',
  districtNotFound: 'Lütfen ilçe seçiniz.',
  saved: 'Fatura bilgileriniz kaydedildi.',
} as const;

const byTurkishName = <T extends { isim: string }>(a: T, b: T) => a.isim.localeCompare(b.isim, 'tr');

export async function allCities(db: Db): Promise<City[]> {
  const rows = await db.selectFrom('cities').select(['id', 'name']).execute();
  return rows.map((c) => ({ il_no: c.id, isim: c.name })).sort(byTurkishName);
}

export async function districtsOf(db: Db, cityId: number): Promise<District[]> {
  const city = await db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst();
  if (!city) throw new HttpError(404, invoiceMessages.cityNotFound);
  const rows = await db
    .selectFrom('districts')
    .select(['id', 'name'])
    .where('city_id', '=', cityId)
    .execute();
  return rows.map((d) => ({ ilce_no: d.id, isim: d.name })).sort(byTurkishName);
}

/** The district the lawyer's invoices are written for, with its province; both null until chosen. */
export async function invoiceDetails(db: Db, userId: number): Promise<InvoiceDetails> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('districts as d', 'd.id', 'u.invoice_district_id')
    .leftJoin('cities as c', 'c.id', 'd.city_id')
    .select(['d.id as district_id', 'd.name as district_name', 'c.id as city_id', 'c.name as city_name'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    city: row.city_id !== null && row.city_name !== null ? { il_no: row.city_id, isim: row.city_name } : null,
    district:
      row.district_id !== null && row.district_name !== null
        ? { ilce_no: row.district_id, isim: row.district_name }
        : null,
  };
}

export async function updateInvoice(
  db: Db,
  deps: Pick<ServiceDeps, 'now'>,
  userId: number,
  districtId: number,
): Promise<InvoiceDetails> {
  const district = await db
    .selectFrom('districts')
    .select('id')
    .where('id', '=', districtId)
    .executeTakeFirst();
  if (!district) throw fieldError('district_id', invoiceMessages.districtNotFound);
  await db
    .updateTable('users')
    .set({ invoice_district_id: districtId, updated_at: deps.now().toISOString() })
    .where('id', '=', userId)
    .execute();
  return invoiceDetails(db, userId);
}
