// The same app showing the price with Money, the only import from the packed @abossey/ui.
import { Money } from '@abossey/ui';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { styled } from 'styled-components';

const Price = styled.p`
  font-variant-numeric: tabular-nums;
`;

createRoot(document.getElementById('root')).render(
  createElement(Price, null, createElement(Money, { value: 12.5 })),
);
