import { vars } from '@abossey/ui';
import styled from 'styled-components';

/** Lines on the start, the summary on the end from 900 px; one column below. */
export const Columns = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  align-items: start;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
  }
`;

export const Section = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  min-inline-size: 0;
  h2 {
    margin: 0;
    font-size: ${vars.font.size.lg};
  }
`;

export const Summary = styled.aside`
  display: grid;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.border.default};
  border-radius: ${vars.radius.DEFAULT};
  background: ${vars.bg.surface};
  h2 {
    margin: 0;
    font-size: ${vars.font.size.lg};
  }
  @media (min-width: 900px) {
    position: sticky;
    inset-block-start: 88px;
  }
`;

export const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[3]};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  & > * {
    flex: 1 1 auto;
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  min-inline-size: 0;
`;

export const Note = styled.p`
  margin: 0;
  color: ${vars.fg.muted};
  font-size: ${vars.font.size.sm};
  &[data-emphasis] {
    color: ${vars.fg.default};
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.semibold};
  }
`;

export const Alert = styled.p`
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  border: 1px solid currentColor;
  &[data-tone='error'] {
    color: ${vars.status.danger.fg};
    background: ${vars.status.danger.muted};
  }
  &[data-tone='warning'] {
    color: ${vars.status.warning.fg};
    background: ${vars.status.warning.muted};
  }
`;
