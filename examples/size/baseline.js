// The baseline: a React app that already has the kit's peers (react, react-dom, styled-components) in use.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { styled } from 'styled-components';

const Price = styled.p`
  font-variant-numeric: tabular-nums;
`;

createRoot(document.getElementById('root')).render(createElement(Price, null, 'GH₵ 12.50'));
