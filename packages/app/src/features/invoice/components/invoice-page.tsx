import { DEFAULT_INVOICE_CITY_ID, InvoiceForm } from '@meslektas/ui';
import { useState } from 'react';
import { RouteFallback } from '../../../components/route-fallback.tsx';
import { useAction } from '../../../hooks/use-action.ts';
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
  const { data: districts } = useDistricts(cityId);

  const save = useAction(
    async (id: number) => {
      const answer = await updateInvoice(id);
      onSaved(answer.data);
      return answer;
    },
    { toast: true },
  );

  return (
    <InvoiceForm
      className="mx-auto"
      cities={cities}
      districts={districts}
      cityId={cityId}
      onCityChange={setCityId}
      districtId={districtId}
      onDistrictChange={setDistrictId}
      busy={save.busy}
      error={save.errors.district_id}
      onSave={(id) => void save.run(id)}
    />
  );
}
