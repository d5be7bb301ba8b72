import { successToast } from '@meslektas/domain';
import { DEFAULT_INVOICE_CITY_ID, InvoiceForm } from '@meslektas/ui';
import { useState } from 'react';
import { RouteFallback } from '../../../components/route-fallback.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { perform } from '../../../lib/outcomes.ts';
import { updateInvoice, useCities, useDistricts, useInvoiceDetails } from '../api/invoice.ts';

/** /updateInvoice: the province (55 until chosen) and district the lawyer's invoices are written for. */
export default function InvoicePage() {
  const { data: cities } = useCities();
  const { data: details, mutate } = useInvoiceDetails();
  if (!cities || !details) return <RouteFallback />;
  return (
    <InvoiceEditor
      cities={cities}
      initialCityId={details.city?.il_no ?? DEFAULT_INVOICE_CITY_ID}
      initialDistrictId={details.district?.ilce_no ?? null}
      onSaved={(data) => void mutate(data, { revalidate: false })}
    />
  );
}

function InvoiceEditor({
  cities,
  initialCityId,
  initialDistrictId,
  onSaved,
}: {
  cities: { il_no: number; isim: string }[];
  initialCityId: number;
  initialDistrictId: number | null;
  onSaved: (data: Awaited<ReturnType<typeof updateInvoice>>['data']) => void;
}) {
  const [cityId, setCityId] = useState(initialCityId);
  const [districtId, setDistrictId] = useState(initialDistrictId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const { data: districts } = useDistricts(cityId);

  async function save(id: number) {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await updateInvoice(id);
      onSaved(answer.data);
      perform({ toast: successToast(answer.message) });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      perform(e.outcome);
      setError(e.outcome.fieldErrors?.district_id?.[0]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <InvoiceForm
      className="mx-auto"
      cities={cities}
      districts={districts}
      cityId={cityId}
      onCityChange={setCityId}
      districtId={districtId}
      onDistrictChange={setDistrictId}
      busy={busy}
      error={error}
      onSave={(id) => void save(id)}
    />
  );
}
