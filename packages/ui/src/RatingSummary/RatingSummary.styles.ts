import { styled } from '../internal/styled';
import { forcedColors, reducedMotion } from '../theme/media';
import { vars } from '../theme/vars';

export const StyledRatingSummary = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space[3]} ${vars.space[8]};
  color: ${vars.fg.default};
  font-size: ${vars.font.size.sm};

  & [data-part='title'] {
    flex: 1 0 100%;
    margin: 0;
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.semibold};
    line-height: ${vars.font.lineHeight.snug};
    overflow-wrap: anywhere;
  }

  & [data-part='overview'] {
    flex: 0 0 auto;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${vars.space[1]};
  }

  & [data-part='average'] {
    margin: 0;
    line-height: 1;
  }

  & [data-part='average-value'] {
    font-size: ${vars.font.size['4xl']};
    font-weight: ${vars.font.weight.bold};
  }

  & [data-part='out-of'],
  & [data-part='total'] {
    color: ${vars.fg.muted};
  }

  & [data-part='total'],
  & [data-part='empty'] {
    margin: 0;
  }

  & [data-part='empty'] {
    flex: 1 1 14rem;
    align-self: center;
    color: ${vars.fg.muted};
    overflow-wrap: anywhere;
  }

  & [data-part='distribution'] {
    display: grid;
    gap: ${vars.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
    flex: 1 1 14rem;
    min-inline-size: 0;
  }

  & [data-part='row'] {
    display: grid;
    grid-template-columns: 2.5rem minmax(4rem, 1fr) minmax(2.5rem, auto);
    align-items: center;
    gap: ${vars.space[2]};
  }

  & [data-part='row-label'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['0.5']};
    font-weight: ${vars.font.weight.medium};
  }

  & [data-part='row-label'] svg {
    color: ${vars.rating.filled};
  }

  & [data-part='bar'] {
    position: relative;
    display: block;
    block-size: 0.5rem;
    overflow: hidden;
    border-radius: ${vars.radius.full};
    background-color: ${vars.bg.subtle};
  }

  & [data-part='bar-fill'] {
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
    inline-size: var(--_share, 0%);
    border-radius: inherit;
    background-color: ${vars.rating.filled};
    transition: inline-size ${vars.duration.slow} ${vars.easing.standard};
  }

  & [data-part='row-count'] {
    color: ${vars.fg.muted};
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  ${reducedMotion} {
    & [data-part='bar-fill'] {
      transition: none;
    }
  }

  ${forcedColors} {
    & [data-part='bar'] {
      border: 1px solid CanvasText;
    }

    & [data-part='bar-fill'] {
      background-color: Highlight;
    }
  }
`;
