import { fieldColumn, labelText } from '../Field/field.css';
import { styled } from '../internal/styled';
import { selectTriggerBox } from '../Select/selectTrigger.css';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

/**
 * One filter as a disclosure: its summary is drawn as the closed select that replaces it (label above a trigger box,
 * the same sizes as `SelectPlaceholder`), and its options open in a floating panel, so opening one moves nothing.
 */
export const StyledFacet = styled.details`
  position: relative;
  min-inline-size: 0;

  & > summary {
    ${fieldColumn}
    list-style: none;
    cursor: pointer;
    outline: none;
  }

  & > summary::-webkit-details-marker {
    display: none;
  }

  & > summary > [data-part='label'] {
    ${labelText}
  }

  & > summary > [data-part='trigger'] {
    ${selectTriggerBox}
  }

  & > summary:hover > [data-part='trigger'] {
    border-color: ${vars.fg.muted};
  }

  & > summary:focus-visible > [data-part='trigger'] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }

  &[open] > summary > [data-part='trigger'] {
    border-color: ${vars.accent.emphasis};
    box-shadow: 0 0 0 1px ${vars.accent.emphasis};
  }

  &[open] > summary [data-part='chevron'] {
    transform: rotate(180deg);
  }

  & > [data-part='panel'] {
    position: absolute;
    inset-block-start: calc(100% + ${vars.space[1]});
    inset-inline-start: 0;
    z-index: ${vars.zIndex.sticky};
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
    box-sizing: border-box;
    min-inline-size: 100%;
    max-inline-size: min(calc(100vw - 1rem), 20rem);
    padding: ${vars.space[2]};
    border: 1px solid ${vars.border.default};
    border-radius: ${vars.radius.DEFAULT};
    background-color: ${vars.bg.surface};
    color: ${vars.fg.default};
    box-shadow: ${vars.shadow.md};
  }

  & fieldset {
    display: flex;
    flex-direction: column;
    max-block-size: 16rem;
    margin: 0;
    padding: 0;
    overflow: auto;
    border: 0;
  }

  & legend {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  & fieldset label {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    min-block-size: 2.25rem;
    padding-inline: ${vars.space[1]};
    border-radius: ${vars.radius.sm};
    font-size: ${vars.font.size.md};
    cursor: pointer;
  }

  & fieldset label:hover {
    background-color: ${vars.bg.subtle};
  }

  & input {
    flex-shrink: 0;
    inline-size: 1.125rem;
    block-size: 1.125rem;
    margin: 0;
    accent-color: ${vars.accent.emphasis};
  }

  & [data-part='count'] {
    color: ${vars.fg.muted};
  }

  & [data-part='empty'] {
    margin: 0;
    padding: ${vars.space[1]};
    color: ${vars.fg.muted};
  }

  ${forcedColors} {
    & > [data-part='panel'] {
      border-color: CanvasText;
    }
  }
`;

/** The row under the filters while some are chosen: the chips' space (2rem, as `ActiveRowSpace`), here a reset link. */
export const ResetRow = styled.div`
  display: flex;
  align-items: center;
  min-block-size: 2rem;

  & a {
    color: ${vars.accent.fg};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.semibold};
  }
`;
