import { routes } from '@meslektas/domain';
import { ComplaintForm, type ComplaintFormValues, PageTitle } from '@meslektas/ui';
import { useState } from 'react';
import { useConstants } from '../../../api/get-constants.ts';
import { useAction } from '../../../hooks/use-action.ts';
import { sendComplaint } from '../api/send-complaint.ts';

/** /oneri-istek-sikayet: a suggestion, bug report or complaint; cleared after it is sent. */
export default function ComplaintPage() {
  const { data: constants } = useConstants();
  // A new key mounts an empty form after a successful send.
  const [sent, setSent] = useState(0);

  const send = useAction(
    async (values: ComplaintFormValues) => {
      const answer = await sendComplaint(values);
      setSent((n) => n + 1);
      return answer;
    },
    { toast: true },
  );

  return (
    <section className="mx-auto max-w-2xl space-y-4">
      <PageTitle title={routes.suggestion.title} />
      <ComplaintForm
        key={sent}
        info={constants?.istek_oneri}
        busy={send.busy}
        errors={send.errors}
        onSubmit={(values) => void send.run(values)}
      />
    </section>
  );
}
