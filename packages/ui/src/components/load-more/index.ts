export { LoadMore, type LoadMoreProps } from './load-more.tsx';
