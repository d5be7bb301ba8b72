import { type AdminTicketFilter, adminTicketFilters } from '@meslektas/domain';
import { TicketDrawer, TicketQueue } from '@meslektas/ui';
import { useState } from 'react';
import { answerTicket, useAdminTicket, useAdminTickets } from '../api/tickets.ts';
import { operatorAction } from '../lib/operator-action.ts';
import { pageState } from '../lib/list-state.ts';
import { ConsoleHeading } from './console-layout.tsx';

/** Support tickets: the ones waiting oldest first; a row opens the ticket to answer it. */
export default function TicketsPage() {
  const [status, setStatus] = useState<AdminTicketFilter>(adminTicketFilters[0]);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [done, setDone] = useState('');
  const list = useAdminTickets({ status, page });
  const detail = useAdminTicket(openId);

  return (
    <>
      <ConsoleHeading status={done}>Destek Talepleri</ConsoleHeading>
      <TicketQueue
        tickets={list.data?.data ?? []}
        filter={status}
        onFilterChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        onOpen={(ticket) => {
          setDone('');
          setOpenId(ticket.id);
        }}
        {...pageState(list, page, setPage, 'Destek talepleri yüklenemedi.')}
      />
      <TicketDrawer
        open={openId !== null}
        onClose={() => setOpenId(null)}
        ticket={detail.data ?? null}
        loading={detail.isLoading && !detail.data}
        error={detail.error ? 'Destek talebi yüklenemedi.' : null}
        onAnswer={(text) =>
          operatorAction(async () => {
            const answer = await answerTicket(openId!, text);
            return { message: `${answer.message} (${answer.data.user_name})` };
          }, setDone)
        }
      />
    </>
  );
}
