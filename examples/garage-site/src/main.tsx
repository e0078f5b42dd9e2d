import '@abossey/ui/fonts.css';
import { createI18n, I18nProvider, ThemeProvider } from '@abossey/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GaragePage } from './GaragePage';
import { garageStrings } from './locales';

// The kit's strings (en, fr, vi, cn, ar) plus the garage's own, in a namespace of their own.
const i18n = createI18n({
  resources: Object.fromEntries(
    Object.entries(garageStrings).map(([lng, strings]) => [lng, { garage: strings }]),
  ),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      {/* `element`: the kit's variables and base styles stay inside this subtree; the garage's page is its own. */}
      <ThemeProvider scope="element">
        <GaragePage />
      </ThemeProvider>
    </I18nProvider>
  </StrictMode>,
);
