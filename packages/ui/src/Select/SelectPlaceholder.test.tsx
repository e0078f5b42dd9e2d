import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilterBarPlaceholder } from '../FilterBar/FilterBarPlaceholder';
import { SortSelectPlaceholder } from '../SortSelect/SortSelectPlaceholder';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { SelectPlaceholder } from './SelectPlaceholder';

describe('select placeholders', () => {
  it('SelectPlaceholder shows the label and value, inert and hidden from assistive technology', async () => {
    const { container } = renderWithProviders(<SelectPlaceholder label="Sort By" value="A-Z" />);
    const placeholder = container.querySelector('[data-part="select-placeholder"]') as HTMLElement;
    expect(placeholder).toHaveTextContent('Sort ByA-Z');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveAttribute('inert');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('SortSelectPlaceholder shows "Sort By" and the sort, translated', () => {
    const { container } = renderWithProviders(<SortSelectPlaceholder value="price_desc" />, { lng: 'fr' });
    expect(container.querySelector('[data-part="label"]')?.textContent).toBe('Trier par');
    expect(container.querySelector('[data-part="value"]')?.textContent).toBe('Prix : décroissant');
  });

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
