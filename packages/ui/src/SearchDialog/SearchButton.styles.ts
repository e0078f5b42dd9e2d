import { styled } from '../internal/styled';
import { vars } from '../theme/vars';

// Apart from SearchDialog.styles: the header's search button is on every first page, the dialog loads on first open.
export const StyledSearchButton = styled.span`
  display: contents;

  & [data-part='shortcut'] {
    /* Wide enough for "Ctrl K": the server's HTML says it and an Apple device swaps in "⌘K" after hydration, so one
       width keeps the header still. */
    display: inline-block;
    min-inline-size: 3.25em;
    text-align: center;
    padding-inline: ${vars.space[1]};
    border: 1px solid ${vars.border.default};
    border-radius: ${vars.radius.sm};
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.medium};
  }
`;
