import { describe, expect, it } from 'vitest';
import { slideSizeToCss } from './Carousel';

describe('slideSizeToCss', () => {
  it('maps auto, px, strings and slides per view', () => {
    expect(slideSizeToCss('auto')).toBe('auto');
    expect(slideSizeToCss(240)).toBe('240px');
    expect(slideSizeToCss('80%')).toBe('80%');
    expect(slideSizeToCss('12rem')).toBe('12rem');
    expect(slideSizeToCss(-5)).toBe('100%');
    expect(slideSizeToCss('  ')).toBe('100%');
    expect(slideSizeToCss('auto', 3)).toBe('calc((100% - 2 * var(--_gap)) / 3)');
    expect(slideSizeToCss(200, 2.5)).toBe('calc((100% - 2 * var(--_gap)) / 2.5)');
  });
});
