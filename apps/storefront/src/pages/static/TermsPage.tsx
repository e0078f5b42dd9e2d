import { TERMS } from './content';
import { DocumentPage } from './StaticPage';

/** `/terms-and-conditions` (§2, the §9 terms): numbered sections, 'Last updated: June 27, 2025'. */
export function TermsPage() {
  return <DocumentPage doc={TERMS} />;
}
