import { styled } from '../internal/styled';
import { forcedColors, reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

/** Layouts are `data-layout` on the `<nav>`; item states come from RAC `Link` (`data-hovered`, `data-focus-visible`, `data-pressed`) and `data-current`. */
export const StyledNavMenu = styled.nav`
  font-size: ${vars.font.size.sm};
  color: ${vars.fg.muted};

  & [data-part='list'] {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & [data-part='item'] {
    display: flex;
    min-inline-size: 0;
  }

  & [data-part='link'] {
    display: flex;
    flex: 1;
    align-items: center;
    gap: ${vars.space[3]};
    box-sizing: border-box;
    min-inline-size: 0;
    min-block-size: 2.75rem;
    padding-block: ${vars.space[2]};
    padding-inline: ${vars.space[3]};
    /* Transparent until forced-colours mode draws it. */
    border: 1px solid transparent;
    border-radius: ${vars.radius.DEFAULT};
    color: ${vars.fg.muted};
    font-weight: ${vars.font.weight.medium};
    line-height: ${vars.font.lineHeight.tight};
    text-decoration: none;
    cursor: pointer;
    outline: none;
    transition: background-color ${vars.duration.fast} ${vars.easing.standard};

    &[data-hovered] {
      background-color: ${vars.bg.subtle};
      color: ${vars.fg.default};
    }

    &[data-current] {
      background-color: ${vars.accent.muted};
      color: ${vars.accent.fg};
      font-weight: ${vars.font.weight.semibold};
    }

    &[data-focus-visible] {
      outline: 2px solid ${vars.focusRing};
      outline-offset: -2px;
    }
  }

  & [data-part='icon'] {
    position: relative;
    display: inline-flex;
    flex-shrink: 0;
    font-size: 1.375rem;
  }

  & [data-part='label'] {
    flex: 1;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }

  /* One row; the container decides whether it scrolls (the header bar does). */
  &[data-layout='horizontal'] [data-part='list'] {
    flex-direction: row;
    align-items: center;
  }

  &[data-layout='horizontal'] [data-part='item'] {
    flex-shrink: 0;
  }

  &[data-layout='horizontal'] [data-part='link'] {
    gap: ${vars.space[2]};
    min-block-size: 2.5rem;
    padding-inline: ${vars.space[3]};
  }

  &[data-layout='horizontal'] [data-part='icon'] {
    font-size: 1.25rem;
  }

  &[data-layout='horizontal'] [data-part='label'] {
    white-space: nowrap;
  }

  &[data-layout='mini'] [data-part='list'] {
    inline-size: 5.5rem;
  }

  &[data-layout='mini'] [data-part='link'] {
    position: relative;
    flex-direction: column;
    justify-content: center;
    gap: ${vars.space[1]};
    padding-block: ${vars.space[2]};
    padding-inline: ${vars.space[1]};
    text-align: center;
  }

  &[data-layout='mini'] [data-part='label'] {
    flex: none;
    max-inline-size: 100%;
    font-size: ${vars.font.size.xs};
    hyphens: auto;
  }

  /* On the rail the badge sits on the icon's top-end corner (it stays after the label for screen readers). */
  &[data-layout='mini'] [data-part='count-badge'] {
    position: absolute;
    inset-block-start: ${vars.space[1]};
    inset-inline-start: calc(50% + 0.25rem);
  }

  ${reducedMotion} {
    & [data-part='link'] {
      transition: none;
    }
  }

  ${forcedColors} {
    & [data-part='link'][data-current] {
      border-color: Highlight;
    }

    & [data-part='link'][data-focus-visible] {
      outline-color: Highlight;
    }
  }
`;
