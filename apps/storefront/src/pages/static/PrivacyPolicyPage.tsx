import { PRIVACY } from './content';
import { DocumentPage } from './StaticPage';

/** `/privacy-policy` (§2): numbered sections, 'Last updated: June 27, 2025'. */
export function PrivacyPolicyPage() {
  return <DocumentPage doc={PRIVACY} />;
}
