export { ReviewActions, type ReviewActionsProps } from './ReviewActions';
export { ReviewForm, type ReviewFormProps, type ReviewInput } from './ReviewForm';
export { type ReviewItem, ReviewsPanel, type ReviewsPanelProps, type ReviewsPanelUser } from './ReviewsPanel';
