import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { Pagination, paginationRange } from './Pagination';

describe('paginationRange', () => {
  it('computes pages and the 1-based range, clamping the page', () => {
    expect(paginationRange(2, 12, 30)).toEqual({ page: 2, pages: 3, from: 13, to: 24, total: 30 });
    expect(paginationRange(9, 12, 30)).toEqual({ page: 3, pages: 3, from: 25, to: 30, total: 30 });
    expect(paginationRange(0, 5, 0)).toEqual({ page: 1, pages: 1, from: 0, to: 0, total: 0 });
  });
});

describe('Pagination', () => {
  it('is a navigation landmark with the summary and page status', () => {
    renderWithProviders(<Pagination page={2} pageSize={12} total={1234} onChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('Showing 13 - 24 of 1,234');
    expect(screen.getByRole('status')).toHaveTextContent('Page 2 of 103');
  });

  it('calls onChange with the first, previous, next and last pages', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <Pagination page={5} pageSize={10} total={100} onChange={onChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onChange.mock.calls).toEqual([[1], [4], [6], [10]]);
  });

  it('disables the buttons at each end (RAC data-disabled)', async () => {
    const onChange = vi.fn();
    const { user, rerender } = renderWithProviders(
      <Pagination page={1} pageSize={5} total={12} onChange={onChange} />,
    );
    expect(screen.getByRole('button', { name: 'First page' })).toHaveAttribute('data-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).not.toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).not.toHaveBeenCalled();
    rerender(<Pagination page={3} pageSize={5} total={12} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('data-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(screen.getByRole('navigation')).toHaveTextContent('Showing 11 - 12 of 12');
  });

  it('handles an empty list and can hide first/last', () => {
    renderWithProviders(
      <Pagination page={1} pageSize={5} total={0} onChange={() => {}} showFirstLast={false} />,
    );
    expect(screen.getByRole('navigation')).toHaveTextContent('Showing 0 - 0 of 0');
    expect(screen.queryByRole('button', { name: 'First page' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('is translated (Arabic)', () => {
    renderWithProviders(<Pagination page={1} pageSize={5} total={12} onChange={() => {}} />, { lng: 'ar' });
    expect(screen.getByRole('navigation', { name: 'ترقيم الصفحات' })).toHaveTextContent('عرض 1 - 5 من 12');
    expect(screen.getByRole('button', { name: 'الصفحة التالية' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <Pagination page={2} pageSize={5} total={12} onChange={() => {}} />,
    );
    await expectNoAxeViolations(container);
  });
});
