/**
 * The one place ui imports styled-components from (issue 22, docs/adr/0018-kit-build-shape.md). styled-components 6
 * is CommonJS for Node: `import styled from 'styled-components'` gives `module.exports` (whose `.default` is the
 * factory) in Node ESM and in a default Vite SSR build, but the factory itself in bundlers — hence
 * `TypeError: styled.span is not a function` on the server. This module normalises the default export once; every
 * component imports `styled` (and the helpers) from here.
 */
import * as styledComponents from 'styled-components';

type Styled = typeof styledComponents.styled;
const defaultExport = (styledComponents as unknown as { default: Styled | { default: Styled } }).default;

export const styled: Styled = typeof defaultExport === 'function' ? defaultExport : defaultExport.default;

export { createGlobalStyle, css, keyframes } from 'styled-components';
