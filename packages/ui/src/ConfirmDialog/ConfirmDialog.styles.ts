import { Button } from '../Button/Button';
import { styled } from '../internal/styled';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

/** While busy the confirm button keeps its (pending) text visible next to the spinner: "Deleting…". */
export const ConfirmButton = styled(Button)`
  &[data-pending] > [data-part='label'] {
    visibility: visible;
  }

  &[data-pending] > [data-part='spinner'] {
    position: static;
    order: -1;
  }
`;

export const Message = styled.p`
  margin: 0;
  color: ${vars.fg.default};
  white-space: pre-line;
`;

export const ErrorMessage = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  align-items: flex-start;
  margin-block-start: ${vars.space[3]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.status.danger.border};
  border-radius: ${vars.radius.DEFAULT};
  background-color: ${vars.status.danger.muted};
  color: ${vars.status.danger.fg};
  font-weight: ${vars.font.weight.medium};

  & svg {
    flex-shrink: 0;
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }

  ${forcedColors} {
    border-color: CanvasText;
  }
`;
