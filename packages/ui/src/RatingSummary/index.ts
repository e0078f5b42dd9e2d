export {
  type RatingCounts,
  RatingSummary,
  type RatingSummaryData,
  type RatingSummaryProps,
  summarizeRatings,
} from './RatingSummary';
