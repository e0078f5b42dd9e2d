import { vars } from '@abossey/ui';
import styled from 'styled-components';

/** Text only assistive technology reads (e.g. a loading status next to decorative skeletons). */
export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** A link that looks like a ui Button; used where the target is another app (a full page load, not the router). */
export const ActionLink = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-block-size: ${vars.control.height.medium};
  padding-block: ${vars.space[1]};
  padding-inline: ${vars.space[4]};
  border-radius: ${vars.radius.DEFAULT};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
  text-decoration: none;
  border: 1px solid
    ${({ $variant }) => ($variant === 'secondary' ? vars.border.strong : 'transparent')};
  background: ${({ $variant }) => ($variant === 'secondary' ? vars.bg.surface : vars.accent.emphasis)};
  color: ${({ $variant }) => ($variant === 'secondary' ? vars.fg.default : vars.accent.onEmphasis)};
  &:hover {
    background: ${({ $variant }) => ($variant === 'secondary' ? vars.bg.subtle : vars.accent.emphasisHover)};
  }
  &:focus-visible {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }
`;
