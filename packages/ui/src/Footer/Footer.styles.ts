import { styled } from '../internal/styled';
import { forcedColors, mq } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledFooter = styled.footer`
  box-sizing: border-box;
  padding-block: ${vars.space[10]} ${vars.space[6]};
  padding-inline: ${vars.space[4]};
  border-block-start: 1px solid ${vars.border.default};
  background-color: ${vars.bg.surface};
  color: ${vars.fg.muted};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};

  ${mq.md} {
    padding-inline: ${vars.space[6]};
  }

  & [data-part='inner'] {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
    gap: ${vars.space[8]} ${vars.space[6]};
    max-inline-size: ${vars.layout.maxWidth};
    margin-inline: auto;
  }

  & [data-part='logo'] {
    color: ${vars.fg.default};
    font-size: ${vars.font.size.xl};
    font-weight: ${vars.font.weight.bold};
  }

  & [data-part='tagline'] {
    margin-block: ${vars.space[2]} 0;
    max-inline-size: 20rem;
  }

  & [data-part='heading'] {
    margin-block: 0 ${vars.space[3]};
    color: ${vars.fg.default};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  & [data-part='list'] {
    display: grid;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & [data-part='market'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
  }

  & a {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    min-block-size: 1.5rem;
    border-radius: ${vars.radius.sm};
    color: ${vars.fg.muted};
    text-decoration: underline;
    text-underline-offset: 0.2em;
    overflow-wrap: anywhere;
    outline: none;

    &[data-hovered] {
      color: ${vars.fg.default};
    }

    &[data-focus-visible] {
      outline: 2px solid ${vars.focusRing};
      outline-offset: 2px;
    }
  }

  & svg {
    flex-shrink: 0;
    inline-size: 1.125rem;
    block-size: 1.125rem;
  }

  & [data-part='badges'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
  }

  & [data-part='store-badge'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
    box-sizing: border-box;
    min-inline-size: 9.5rem;
    min-block-size: 2.75rem;
    padding-block: ${vars.space[1]};
    padding-inline: ${vars.space[3]};
    border: 1px solid ${vars.bg.emphasis};
    border-radius: ${vars.radius.DEFAULT};
    background-color: ${vars.bg.emphasis};
    color: ${vars.fg.onEmphasis};
    text-decoration: none;
    line-height: ${vars.font.lineHeight.tight};

    &[data-hovered] {
      color: ${vars.fg.onEmphasis};
      background-color: color-mix(in srgb, ${vars.bg.emphasis} 88%, ${vars.fg.onEmphasis});
    }
  }

  & [data-part='badge-logo'] {
    inline-size: 1.5rem;
    block-size: 1.5rem;
  }

  & [data-part='badge-text'] {
    display: flex;
    flex-direction: column;
  }

  & [data-part='badge-prefix'] {
    font-size: ${vars.font.size.xs};
  }

  & [data-part='badge-store'] {
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.semibold};
  }

  & [data-part='copyright'] {
    max-inline-size: ${vars.layout.maxWidth};
    margin-block: ${vars.space[8]} 0;
    margin-inline: auto;
    padding-block-start: ${vars.space[4]};
    border-block-start: 1px solid ${vars.border.muted};
    font-size: ${vars.font.size.xs};
  }

  ${forcedColors} {
    & [data-part='store-badge'] {
      border-color: CanvasText;
    }
  }
`;
