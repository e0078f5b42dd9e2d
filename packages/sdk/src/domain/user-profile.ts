import type { UserProfile, UserPublic } from '../schemas/users.js';

/**
 * Whether `GET /users/{id}` answered the full profile (yourself or an admin) rather than public fields. Not in
 * schemas/users.ts: the apps' session code runs on the first page, and importing that module would bring its schemas
 * and zod with it (issue 9, docs/adr/0009).
 */
export const isUserProfile = (user: UserProfile | UserPublic): user is UserProfile => 'email' in user;
