import { ABOUT } from './content';
import { DocumentPage } from './StaticPage';

/** `/about-us` (§2): the platform for suppliers, mechanics and car owners, its name, mission and vision. */
export function AboutPage() {
  return <DocumentPage doc={ABOUT} />;
}
