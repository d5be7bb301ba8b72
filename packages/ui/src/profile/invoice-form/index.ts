export {
  DEFAULT_INVOICE_CITY_ID,
  InvoiceForm,
  type InvoiceFormProps,
  invoiceFormLabels,
} from './invoice-form.tsx';
