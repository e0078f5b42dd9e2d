import { TextArea } from 'react-aria-components';
import { controlBox } from '../Field/Field.styles';
import { styled } from '../internal/styled';
import { vars } from '../theme/vars';

export const StyledReviewsPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-inline-size: 0;
  color: ${vars.fg.default};

  & [data-part='panel-title'] {
    margin: 0;
    font-size: ${vars.font.size.xl};
    font-weight: ${vars.font.weight.bold};
  }

  & [data-part='write'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[3]};
  }

  & [data-part='sign-in-prompt'],
  & [data-part='cannot-review'] {
    margin: 0;
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.sm};
  }

  & [data-part='list'] {
    display: flex;
    flex-direction: column;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & [data-part='review'] {
    display: flex;
    gap: ${vars.space[3]};
    padding-block: ${vars.space[4]};
  }

  & [data-part='review'] + [data-part='review'] {
    border-block-start: 1px solid ${vars.border.muted};
  }

  & [data-part='review-body'] {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${vars.space[1]};
    min-inline-size: 0;
  }

  & [data-part='review-header'] {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${vars.space[2]};
  }

  & [data-part='review-meta'] {
    display: flex;
    flex-direction: column;
    min-inline-size: 0;
  }

  & [data-part='review-name'] {
    margin: 0;
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.semibold};
    overflow-wrap: anywhere;
  }

  & [data-part='verified'] {
    align-self: flex-start;
  }

  & [data-part='review-date'] {
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.xs};
  }

  & [data-part='review-comment'] {
    margin: 0;
    font-size: ${vars.font.size.sm};
    line-height: ${vars.font.lineHeight.normal};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }

  & [data-part='loading'] {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[3]};
  }
`;

export const StyledReviewForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.border.default};
  border-radius: ${vars.radius.DEFAULT};
  background-color: ${vars.bg.surface};

  & [data-part='comment-field'] {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[1]};
    font-size: ${vars.font.size.sm};
  }

  & [data-part='form-error'] {
    margin: 0;
    padding: ${vars.space[2]} ${vars.space[3]};
    border-radius: ${vars.radius.sm};
    background-color: ${vars.status.danger.muted};
    color: ${vars.status.danger.fg};
    font-size: ${vars.font.size.sm};
  }

  & [data-part='form-actions'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${vars.space[2]};
  }
`;

export const StyledTextArea = styled(TextArea)`
  ${controlBox}
  inline-size: 100%;
  padding-block: ${vars.space[2]};
  padding-inline: ${vars.space[3]};
  font: inherit;
  font-size: ${vars.font.size.md};
  resize: vertical;
  outline: none;

  &::placeholder {
    color: ${vars.fg.muted};
    opacity: 1;
  }
`;
