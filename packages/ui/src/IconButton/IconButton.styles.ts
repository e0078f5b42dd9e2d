import { Button } from '../Button/Button';
import { styled } from '../internal/styled';
import { forcedColors } from '../theme/media';
import { vars } from '../theme/vars';

/**
 * Button's variants, sizes and states, made square: as wide as it is tall, no inline padding, a larger glyph.
 * `&&` out-ranks Button's own padding and sizing rules. The `quiet` variant is for chrome such as close buttons:
 * muted icon, neutral hover.
 */
export const StyledIconButton = styled(Button)`
  && {
    --_icon-size: 1.25rem;
    inline-size: var(--_height);
    block-size: var(--_height);
    min-inline-size: var(--_height);
    padding: 0;
    flex-shrink: 0;
  }

  &&[data-size='small'] {
    --_icon-size: 1.125rem;
  }

  &&[data-size='large'] {
    --_icon-size: 1.5rem;
  }

  && svg {
    inline-size: var(--_icon-size);
    block-size: var(--_icon-size);
    font-size: var(--_icon-size);
  }

  &&[data-variant='quiet'] {
    --_bg: transparent;
    --_bg-hover: ${vars.bg.subtle};
    --_bg-pressed: ${vars.border.default};
    --_fg: ${vars.fg.muted};
    --_border: transparent;
  }

  &&[data-variant='quiet'][data-hovered] {
    --_fg: ${vars.fg.default};
  }

  &&[data-variant='quiet'][data-disabled] {
    --_bg: transparent;
    --_fg: ${vars.fg.disabled};
  }

  ${forcedColors} {
    &&[data-variant='quiet'] {
      border-color: transparent;
    }
  }
`;
