export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableRowAttributes,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from './table.tsx';
