export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from './table.tsx';
