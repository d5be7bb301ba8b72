import { routes, successToast } from '@meslektas/domain';
import { ComplaintForm, type ComplaintFormErrors, type ComplaintFormValues, PageTitle } from '@meslektas/ui';
import { useState } from 'react';
import { useConstants } from '../../../api/get-constants.ts';
import { useAction } from '../../../hooks/use-action.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { perform } from '../../../lib/outcomes.ts';
import { sendComplaint } from '../api/send-complaint.ts';

function firstOfEach(error: unknown): ComplaintFormErrors {
  const fields = error instanceof ApiError ? error.outcome.fieldErrors : undefined;
  return fields ? Object.fromEntries(Object.entries(fields).map(([key, list]) => [key, list[0]])) : {};
}

/** /oneri-istek-sikayet: a suggestion, bug report or complaint; cleared after it is sent. */
export default function ComplaintPage() {
  const { data: constants } = useConstants();
  const [errors, setErrors] = useState<ComplaintFormErrors>({});
  // A new key mounts an empty form after a successful send.
  const [sent, setSent] = useState(0);

  const send = useAction(async (values: ComplaintFormValues) => {
    setErrors({});
    try {
      const answer = await sendComplaint(values);
      perform({ toast: successToast(answer.message) });
      setSent((n) => n + 1);
    } catch (error) {
      setErrors(firstOfEach(error));
      throw error;
    }
  });

  return (
    <section className="mx-auto max-w-2xl space-y-4">
      <PageTitle title={routes.suggestion.title} />
      <ComplaintForm
        key={sent}
        info={constants?.istek_oneri}
        busy={send.busy}
        errors={errors}
        onSubmit={(values) => void send.run(values)}
      />
    </section>
  );
}
