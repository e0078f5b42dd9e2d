import type { ReviewItem } from './ReviewsPanel';

export const reviews: ReviewItem[] = [
  {
    id: 1,
    reviewUserId: 7,
    reviewUserName: 'Kwame Mensah',
    reviewUserAvatarUrl: null,
    reviewRating: '5',
    reviewComment: 'Front brake pads fitted my 2015 Corolla perfectly and arrived within two days.',
    verified: true,
    createdAt: '2026-11-02T10:00:00Z',
    updatedAt: '2026-11-02T10:00:00Z',
  },
  {
    id: 2,
    reviewUserId: 8,
    reviewUserName: 'Ama Owusu',
    reviewUserAvatarUrl: null,
    reviewRating: '4',
    reviewComment: 'Good quality, a little noisy for the first week.',
    verified: true,
    createdAt: '2026-10-15T10:00:00Z',
    updatedAt: '2026-10-15T10:00:00Z',
  },
  {
    id: 3,
    reviewUserId: null,
    reviewUserName: null,
    reviewUserAvatarUrl: null,
    reviewRating: '2',
    reviewComment: 'Took three weeks to arrive.',
    verified: false,
    createdAt: '2026-09-01T10:00:00Z',
    updatedAt: '2026-09-01T10:00:00Z',
  },
];

export const customer = { id: 9, role: 'customer' as const };
export const author = { id: 7, role: 'customer' as const };
export const admin = { id: 1, role: 'admin' as const };
