export { FaqList, type FaqListItem, type FaqListProps, faqListLabels } from './faq-list.tsx';
