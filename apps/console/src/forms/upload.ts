import { sdk } from '../sdk';

/** Uploads each file through the API (§7 image upload) and answers the stored URLs, in order. */
export async function uploadFiles(files: readonly File[]): Promise<string[]> {
  const urls: string[] = [];
  for (const file of files) urls.push((await sdk.uploads.create(file)).secure_url);
  return urls;
}
