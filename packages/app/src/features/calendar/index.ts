export { AddToCalendar } from './components/add-to-calendar.tsx';
