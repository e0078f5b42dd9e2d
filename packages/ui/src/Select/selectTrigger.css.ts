import { controlBox } from '../Field/field.css';
import { css } from '../internal/styled';
import { reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

/** The closed select's box (Select, MultiSelect and SelectPlaceholder), apart from Select.styles' react-aria parts. */
export const selectTriggerBox = css`
  ${controlBox}
  justify-content: space-between;
  gap: ${vars.space[2]};
  inline-size: 100%;
  margin: 0;
  padding-block: ${vars.space[1]};
  padding-inline: ${vars.space[3]} ${vars.space[2]};
  font: inherit;
  font-size: ${vars.font.size.md};
  text-align: start;
  cursor: pointer;
  outline: none;

  [data-open] > & {
    border-color: ${vars.accent.emphasis};
    box-shadow: 0 0 0 1px ${vars.accent.emphasis};
  }

  [data-invalid] > & {
    border-color: ${vars.status.danger.emphasis};
  }

  & [data-part='value'] {
    flex: 1;
    min-inline-size: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  & [data-part='value'][data-placeholder] {
    color: ${vars.fg.muted};
  }

  & [data-part='count'] {
    flex-shrink: 0;
  }

  & [data-part='chevron'] {
    flex-shrink: 0;
    color: ${vars.fg.muted};
    font-size: 1.25rem;
    transition: transform ${vars.duration.fast} ${vars.easing.standard};
  }

  [data-open] > & [data-part='chevron'] {
    transform: rotate(180deg);
  }

  ${reducedMotion} {
    & [data-part='chevron'] {
      transition: none;
    }
  }
`;
