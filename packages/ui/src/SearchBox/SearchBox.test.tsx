import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { SearchBox } from './SearchBox';

describe('SearchBox', () => {
  it('is a searchbox named by its visible label, and reports each change as text', async () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(
      <SearchBox label="Search parts" placeholder="Brake pads…" onChange={onChange} />,
    );
    const input = screen.getByRole('searchbox', { name: 'Search parts' });
    expect(input).toHaveAttribute('type', 'search');
    expect(input).toHaveAttribute('placeholder', 'Brake pads…');
    await userEvent.type(input, 'hub');
    expect(onChange).toHaveBeenLastCalledWith('hub');
    await expectNoAxeViolations(container);
  });

  it('keeps a given id, passes input attributes on, and can be disabled', () => {
    renderWithProviders(<SearchBox label="Search" id="q" name="q" disabled defaultValue="pads" />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveAttribute('id', 'q');
    expect(input).toHaveAttribute('name', 'q');
    expect(input).toBeDisabled();
    expect(input).toHaveValue('pads');
  });

  it('submits its form on Enter with the typed text', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <SearchBox label="Search" name="q" />
      </form>,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'oil filter{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(new FormData(onSubmit.mock.calls[0]?.[0].target as HTMLFormElement).get('q')).toBe('oil filter');
  });
});
