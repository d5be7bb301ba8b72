export { PageTitle, type PageTitleProps } from './page-title.tsx';
