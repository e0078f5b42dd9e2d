import { NotFoundError } from '@abossey/sdk';

/**
 * A record the API says does not exist, as `null` data rather than an error: a server render sends its queries to
 * the browser (dehydrated), and TanStack Query sends successful ones only, so a "not found" answered as an error
 * would render "not found" on the server and a spinner while the browser asked again.
 */
export async function nullIfNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}
