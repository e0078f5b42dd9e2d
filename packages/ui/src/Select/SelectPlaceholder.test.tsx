import { describe, expect, it } from 'vitest';
import { FilterBarPlaceholder } from '../FilterBar/FilterBarPlaceholder';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';

// SelectPlaceholder and SortSelectPlaceholder are checked by their stories. FilterBarPlaceholder's own stories
// (FilterBar/FilterBarPlaceholder.stories.tsx) do not check its labels and values yet, so that check stays here.
describe('select placeholders', () => {
  it('FilterBarPlaceholder: six labelled selects, chosen values or "Loading…", chip space only when filtering', async () => {
    const { container, rerender } = renderWithProviders(<FilterBarPlaceholder />);
    const labels = [...container.querySelectorAll('[data-part="label"]')].map((label) => label.textContent);
    expect(labels).toEqual(['Make', 'Model', 'Year', 'Category', 'Part', 'Condition']);
    const values = [...container.querySelectorAll('[data-part="value"]')].map((value) => value.textContent);
    expect(values).toEqual(['Loading…', 'Loading…', 'Loading…', 'Loading…', 'Loading…', 'All']);
    expect(container.querySelector('[data-part="chips-space"]')).toBeNull();
    await expectNoAxeViolations(container);

    rerender(<FilterBarPlaceholder value={{ make: ['Toyota', 'Honda'], condition: 'Used' }} />);
    expect(container.querySelector('[data-part="value"]')?.textContent).toBe('Toyota, Honda');
    expect(container.querySelector('[data-part="chips-space"]')).not.toBeNull();
  });
});
