import { LazyOverlay, SearchButton } from '@abossey/ui';
import { lazy, useState } from 'react';
import { useLocation } from 'react-router';
import { sdk } from '../sdk';
import { createCatalogueSearch } from './search';

const SearchDialog = lazy(() => import('./overlays').then((m) => ({ default: m.SearchDialog })));

const search = createCatalogueSearch(sdk);

/** The header's search button (also Ctrl/Cmd+K) and the §2 search dialog over the server's products and shops. */
export function ShellSearch({ isSignedIn }: { isSignedIn: boolean }) {
  const [isOpen, setOpen] = useState(false);
  const location = useLocation();
  return (
    <>
      <SearchButton onPress={() => setOpen(true)} />
      <LazyOverlay isOpen={isOpen}>
        <SearchDialog
          isOpen={isOpen}
          onOpenChange={setOpen}
          onSearch={search}
          isSignedIn={isSignedIn}
          returnUrl={location.pathname + location.search}
        />
      </LazyOverlay>
    </>
  );
}
