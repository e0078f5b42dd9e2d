import { Cell, Column, Row } from 'react-aria-components';
import { styled } from '../internal/styled';
import { visuallyHidden } from '../internal/visuallyHidden';
import { forcedColors, reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledDataTable = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-inline-size: 0;
  color: ${vars.fg.default};
  font-size: ${vars.font.size.sm};

  --_cell-pad-block: ${vars.space[3]};

  &[data-dense] {
    --_cell-pad-block: ${vars.space[1]};
  }

  & > [data-part='toolbar'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[3]};
  }

  & > [data-part='bulk-bar'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[2]} ${vars.space[4]};
    padding-block: ${vars.space[2]};
    padding-inline: ${vars.space[4]};
    border-radius: ${vars.radius.DEFAULT};
    background-color: ${vars.accent.muted};
    color: ${vars.accent.fg};
  }

  & [data-part='selected-count'] {
    font-weight: ${vars.font.weight.semibold};
  }

  & [data-part='bulk-actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
    margin-inline-start: auto;
  }

  & > [data-part='scroller'] {
    overflow-x: auto;
    border: 1px solid ${vars.border.default};
    border-radius: ${vars.radius.DEFAULT};
    background-color: ${vars.bg.surface};
  }

  & [data-part='table'] {
    inline-size: 100%;
    min-inline-size: var(--_min-width, 40rem);
    border-collapse: collapse;
    border-spacing: 0;
    outline: none;
  }

  & [data-part='table'][data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: -2px;
  }

  & thead {
    background-color: ${vars.bg.subtle};
  }

  & [data-part='loading'] {
    padding-block: ${vars.space[2]};
  }

  & [data-part='skeleton-row'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[4]};
    padding-block: var(--_cell-pad-block);
    padding-inline: ${vars.space[4]};
  }

  & [data-part='skeleton-row'] > * {
    flex: 1 1 0;
  }

  & [data-part='skeleton-row'] > [data-variant='rect'] {
    flex: 0 0 auto;
  }

  & > [data-part='footer'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[3]} ${vars.space[6]};
  }

  & > [data-part='footer'] > [data-part='page-size'] {
    flex-direction: row;
    align-items: center;
    gap: ${vars.space[2]};
  }

  & > [data-part='footer'] > [data-part='pagination'] {
    flex: 1 1 auto;
    justify-content: flex-end;
  }

  /* narrowLayout="cards": the table's own width decides (a container query), not the window's. */
  &[data-narrow='cards'] {
    container: data-table / inline-size;
  }

  @container data-table (max-width: 599.98px) {
    & > [data-part='scroller'] {
      overflow: visible;
      border: none;
      background: none;
    }

    & [data-part='table'],
    & [data-part='table'] > tbody {
      display: grid;
      gap: ${vars.space[3]};
      min-inline-size: 0;
    }

    /* Headers stay in the accessibility tree (they name the cells), out of sight. */
    & [data-part='table'] > thead {
      ${visuallyHidden}
    }

    & [data-part='table'] > tbody > tr {
      display: grid;
      gap: ${vars.space[1]};
      padding: ${vars.space[3]};
      border: 1px solid ${vars.border.default};
      border-radius: ${vars.radius.DEFAULT};
      background-color: ${vars.bg.surface};
    }

    & [data-part='table'] > tbody > tr > td {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: ${vars.space[1]} ${vars.space[3]};
      padding: 0;
      text-align: end;
    }

    & [data-part='table'] > tbody > tr > td[data-label]::before {
      content: attr(data-label) / '';
      color: ${vars.fg.muted};
      font-weight: ${vars.font.weight.semibold};
      text-align: start;
    }
  }
`;

const cellBase = `
  box-sizing: border-box;
  padding-inline: ${vars.space[4]};
  text-align: start;
  vertical-align: middle;
  overflow-wrap: anywhere;

  &[data-align='center'] {
    text-align: center;
  }

  &[data-align='end'] {
    text-align: end;
  }
`;

export const StyledColumn = styled(Column)`
  ${cellBase}
  padding-block: ${vars.space[3]};
  border-block-end: 1px solid ${vars.border.default};
  color: ${vars.fg.muted};
  font-weight: ${vars.font.weight.semibold};
  white-space: nowrap;
  outline: none;

  &[data-selection] {
    inline-size: 1px;
    padding-inline-end: 0;
  }

  & [data-part='column-header'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[1]};
  }

  &[data-allows-sorting] {
    cursor: pointer;
  }

  &[data-allows-sorting][data-hovered] {
    color: ${vars.fg.default};
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: -2px;
  }

  & [data-part='sort'] {
    display: inline-flex;
    font-size: 1rem;
    opacity: 0;
    transition: transform ${vars.duration.fast} ${vars.easing.standard};
  }

  & [data-part='sort-icon'] {
    inline-size: 1em;
    block-size: 1em;
  }

  &[data-hovered] [data-part='sort'],
  &[data-focus-visible] [data-part='sort'] {
    opacity: 0.6;
  }

  &[data-sort-direction] {
    color: ${vars.fg.default};
  }

  &[data-sort-direction] [data-part='sort'] {
    opacity: 1;
  }

  & [data-part='sort'][data-direction='descending'] {
    transform: rotate(180deg);
  }

  ${reducedMotion} {
    & [data-part='sort'] {
      transition: none;
    }
  }
`;

export const StyledRow = styled(Row)`
  outline: none;
  border-block-end: 1px solid ${vars.border.muted};

  &:last-child {
    border-block-end: none;
  }

  &[data-clickable],
  &[data-href] {
    cursor: pointer;
  }

  &[data-hovered] {
    background-color: ${vars.bg.subtle};
  }

  &[data-selected] {
    background-color: ${vars.accent.muted};
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: -2px;
  }

  &[data-disabled] {
    color: ${vars.fg.disabled};
  }

  ${forcedColors} {
    &[data-selected] {
      forced-color-adjust: none;
      background-color: Highlight;
      color: HighlightText;
    }
  }
`;

export const StyledCell = styled(Cell)`
  ${cellBase}
  padding-block: var(--_cell-pad-block);
  outline: none;

  &[data-part='selection-cell'] {
    inline-size: 1px;
    padding-inline-end: 0;
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: -2px;
  }
`;
