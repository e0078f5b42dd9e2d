export { Skeleton, type SkeletonProps, type SkeletonVariant, skeletonVariants } from './Skeleton';
