export { TicketList, type TicketListProps, ticketListLabels } from './ticket-list.tsx';
