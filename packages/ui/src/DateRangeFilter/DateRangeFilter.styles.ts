import { Button, Calendar, DateInput, DatePicker, DateSegment, Group, Popover } from 'react-aria-components';
import { controlBox, fieldColumn, inlineButton } from '../Field/Field.styles';
import { keyframes, styled } from '../internal/styled';
import { forcedColors, reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledDateRangeFilter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space[3]};

  & > [data-part='clear'] {
    margin-block-start: calc(${vars.font.size.sm} * ${vars.font.lineHeight.snug} + ${vars.space[1]});
  }
`;

export const StyledDatePicker = styled(DatePicker)`
  ${fieldColumn}
  flex: 1 1 11rem;
  max-inline-size: 16rem;
`;

export const DateGroup = styled(Group)`
  ${controlBox}
  padding-inline-start: ${vars.space[3]};
`;

export const StyledDateInput = styled(DateInput)`
  display: flex;
  flex: 1;
  min-inline-size: 0;
  padding-block: ${vars.space[2]};
  font-size: ${vars.font.size.md};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  unicode-bidi: isolate;
`;

export const StyledDateSegment = styled(DateSegment)`
  padding-inline: 1px;
  border-radius: ${vars.radius.sm};
  color: ${vars.fg.default};
  outline: none;

  &[data-type='literal'] {
    color: ${vars.fg.muted};
  }

  &[data-placeholder] {
    color: ${vars.fg.muted};
  }

  &[data-focused] {
    background-color: ${vars.accent.emphasis};
    color: ${vars.accent.onEmphasis};
  }

  &[data-disabled] {
    color: ${vars.fg.disabled};
  }

  ${forcedColors} {
    &[data-focused] {
      forced-color-adjust: none;
      background-color: Highlight;
      color: HighlightText;
    }
  }
`;

export const DateTrigger = styled(Button)`
  ${inlineButton}
  margin-inline-start: ${vars.space[1]};
`;

const popoverIn = keyframes`
  from {
    opacity: 0;
    transform: translateY(-4px);
  }
`;

export const StyledCalendarPopover = styled(Popover)`
  box-sizing: border-box;
  padding: ${vars.space[3]};
  border: 1px solid ${vars.border.default};
  border-radius: ${vars.radius.DEFAULT};
  background-color: ${vars.bg.surface};
  color: ${vars.fg.default};
  box-shadow: ${vars.shadow.md};
  outline: none;
  z-index: ${vars.zIndex.modal};
  font-family: ${vars.font.family};
  font-size: ${vars.font.size.sm};

  &[data-entering] {
    animation: ${popoverIn} ${vars.duration.fast} ${vars.easing.standard};
  }

  & [role='dialog'] {
    outline: none;
  }

  ${reducedMotion} {
    &[data-entering] {
      animation: none;
    }
  }

  ${forcedColors} {
    border-color: CanvasText;
  }
`;

export const CalendarNavButton = styled(Button)`
  ${inlineButton}
  min-block-size: 2rem;
  block-size: 2rem;
  min-inline-size: 2rem;
  border-radius: ${vars.radius.full};

  &[data-direction='next'] svg,
  &:dir(rtl):not([data-direction='next']) svg {
    transform: scaleX(-1);
  }

  &:dir(rtl)[data-direction='next'] svg {
    transform: none;
  }
`;

export const StyledCalendar = styled(Calendar)`
  inline-size: max-content;

  & header {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    margin-block-end: ${vars.space[2]};
  }

  & header h2 {
    flex: 1;
    margin: 0;
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.semibold};
    text-align: center;
  }

  & table {
    border-collapse: collapse;
  }

  & th {
    padding-block-end: ${vars.space[1]};
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.semibold};
  }

  & td {
    padding: 1px;
  }

  & td > div {
    display: flex;
    align-items: center;
    justify-content: center;
    inline-size: 2.25rem;
    block-size: 2.25rem;
    border-radius: ${vars.radius.full};
    color: ${vars.fg.default};
    font-variant-numeric: tabular-nums;
    cursor: pointer;
    outline: none;
  }

  & td > div[data-outside-month] {
    display: none;
  }

  & td > div[data-hovered] {
    background-color: ${vars.bg.subtle};
  }

  & td > div[data-today] {
    box-shadow: inset 0 0 0 1px ${vars.border.strong};
    font-weight: ${vars.font.weight.semibold};
  }

  & td > div[data-selected] {
    background-color: ${vars.accent.emphasis};
    color: ${vars.accent.onEmphasis};
  }

  & td > div[data-focus-visible] {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 1px;
  }

  & td > div[data-disabled],
  & td > div[data-unavailable] {
    color: ${vars.fg.disabled};
    cursor: not-allowed;
  }

  ${forcedColors} {
    & td > div[data-selected] {
      forced-color-adjust: none;
      background-color: Highlight;
      color: HighlightText;
    }
  }
`;
