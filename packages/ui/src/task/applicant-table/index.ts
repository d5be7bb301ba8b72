export { ApplicantTable, type ApplicantTableProps, applicantTableLabels } from './applicant-table.tsx';
