export { RatingLine, type RatingLineProps } from './RatingLine';
