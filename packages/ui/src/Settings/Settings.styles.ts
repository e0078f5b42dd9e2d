import { Radio, RadioGroup } from 'react-aria-components';
import { styled } from '../internal/styled';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledSettingsPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  color: ${vars.fg.default};
  font-size: ${vars.font.size.sm};

  & [data-part='switches'] {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[4]};
  }

  & [data-part='switch-row'] {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[1]};
  }

  & [data-part='hint'] {
    padding-inline-start: calc(2.25rem + ${vars.space[2]});
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.xs};
  }

  & [data-part='section'] {
    min-inline-size: 0;
    margin: 0;
    padding-inline: 0;
    padding-block-end: 0;
    border: none;
    display: flex;
    flex-direction: column;
    gap: ${vars.space[3]};
    padding-block-start: ${vars.space[4]};
    border-block-start: 1px solid ${vars.border.muted};
  }

  & [data-part='section-label'] {
    float: inline-start;
    padding: 0;
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  & [data-part='footer'] {
    display: flex;
    justify-content: flex-end;
  }
`;

/** The preset swatches: a row of round radios, each filled with its preset (set as `--_swatch`). */
export const StyledSwatchGroup = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};

  & [data-part='label'] {
    color: ${vars.fg.default};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.medium};
  }

  & [data-part='swatches'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
  }
`;

export const StyledSwatch = styled(Radio)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border: 2px solid transparent;
  border-radius: ${vars.radius.full};
  cursor: pointer;
  outline: none;

  & [data-part='dot'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 1.75rem;
    block-size: 1.75rem;
    border-radius: ${vars.radius.full};
    background-color: var(--_swatch);
    color: ${vars.fg.onEmphasis};
    font-size: 1rem;
  }

  &[data-hovered] {
    border-color: ${vars.border.default};
  }

  &[data-selected] {
    border-color: ${vars.fg.default};
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }

  ${forcedColors} {
    & [data-part='dot'] {
      forced-color-adjust: none;
    }

    &[data-selected] {
      border-color: Highlight;
    }
  }
`;
