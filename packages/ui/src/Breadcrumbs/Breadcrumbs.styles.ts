import { Breadcrumb, Breadcrumbs, Link } from 'react-aria-components';
import { styled } from '../internal/styled';
import { truncateLine } from '../internal/truncate';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledBreadcrumbs = styled(Breadcrumbs)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
` as unknown as typeof Breadcrumbs;

export const StyledBreadcrumb = styled(Breadcrumb)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-inline-size: 0;
  max-inline-size: 100%;
  color: ${vars.fg.muted};

  &[data-current] {
    color: ${vars.fg.default};
    font-weight: ${vars.font.weight.semibold};
  }

  & [data-part='label'] {
    ${truncateLine}
    display: block;
    max-inline-size: var(--_crumb-max, 16rem);
  }

  & [data-part='separator'] {
    display: inline-flex;
    flex-shrink: 0;
    color: ${vars.fg.subtle};
    font-size: 1rem;
  }

  /* The chevron points along the reading direction. */
  & [data-part='separator']:dir(rtl) {
    transform: scaleX(-1);
  }

  ${forcedColors} {
    & [data-part='separator'] {
      color: CanvasText;
    }
  }
`;

export const StyledBreadcrumbLink = styled(Link)`
  display: inline-flex;
  min-inline-size: 0;
  border-radius: ${vars.radius.sm};
  color: inherit;
  text-decoration: none;
  cursor: pointer;
  outline: none;

  &[data-hovered]:not([data-disabled]) {
    color: ${vars.fg.default};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }

  &[data-current],
  &[aria-current] {
    cursor: default;
  }
`;
