export { DEFAULT_RATING, RATING_MAX, RATING_MIN, Rating, type RatingProps } from './Rating';
