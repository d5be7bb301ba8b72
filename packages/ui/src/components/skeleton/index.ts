export { Skeleton, SkeletonList, type SkeletonListProps } from './skeleton.tsx';
