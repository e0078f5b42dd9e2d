import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { Radio, RadioGroup } from './RadioGroup';

const Condition = (props: Partial<Parameters<typeof RadioGroup>[0]>) => (
  <RadioGroup label="Condition" defaultValue="all" {...props}>
    <Radio value="all">All</Radio>
    <Radio value="new">Brand New</Radio>
    <Radio value="used">Used</Radio>
  </RadioGroup>
);

describe('RadioGroup', () => {
  it('is a labelled radiogroup; clicking and arrow keys change the choice', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Condition onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Condition' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Used' }));
    expect(onChange).toHaveBeenLastCalledWith('used');
    expect(screen.getByRole('radio', { name: 'Used' }).closest('label')).toHaveAttribute(
      'data-selected',
      'true',
    );
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('new');
    expect(screen.getByRole('radio', { name: 'Brand New' }).closest('label')).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  });

  it('shows the error while invalid and honours disabled', () => {
    renderWithProviders(<Condition isInvalid errorMessage="Field is required!" isDisabled />);
    expect(screen.getByText('Field is required!')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Used' })).toBeDisabled();
    expect(screen.getByRole('radiogroup')).toHaveAttribute('data-invalid', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <Condition description="Filter products" orientation="horizontal" />,
    );
    await expectNoAxeViolations(container);
  });
});
