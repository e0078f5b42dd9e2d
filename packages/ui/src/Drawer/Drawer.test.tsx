import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { Drawer, type DrawerProps } from './Drawer';

function Filters(props: Partial<DrawerProps>) {
  return (
    <DialogTrigger>
      <Button variant="secondary">Filters</Button>
      <Drawer
        title="Filters"
        footer={({ close }) => (
          <>
            <Button variant="ghost">Reset</Button>
            <Button onPress={close}>Apply</Button>
          </>
        )}
        {...props}
      >
        <label>
          Make <input />
        </label>
      </Drawer>
    </DialogTrigger>
  );
}

const sheet = () => screen.getByRole('dialog').closest('[data-placement]') as HTMLElement;

describe('Drawer', { timeout: 60_000 }, () => {
  it('opens as a named dialog at the end edge, 320 px wide by default, with body and footer', async () => {
    const { user } = renderWithProviders(<Filters />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Filters' })).toBeInTheDocument();
    expect(sheet()).toHaveAttribute('data-placement', 'end');
    expect(sheet().style.getPropertyValue('--_drawer-width')).toBe('320px');
    expect(screen.getByRole('textbox', { name: 'Make' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });

  it('takes placement and width', () => {
    renderWithProviders(<Filters defaultOpen placement="start" width={360} />);
    expect(sheet()).toHaveAttribute('data-placement', 'start');
    expect(sheet().style.getPropertyValue('--_drawer-width')).toBe('360px');
  });

  it('traps focus, closes with the close button and returns focus to the trigger', async () => {
    const { user } = renderWithProviders(<Filters />);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes on Escape', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(<Filters defaultOpen onOpenChange={onOpenChange} />);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on a backdrop press unless isDismissable is false', async () => {
    const { user, rerender } = renderWithProviders(<Filters defaultOpen isDismissable={false} />);
    const overlay = () => sheet().parentElement as HTMLElement;
    await user.click(overlay());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender(<Filters defaultOpen key="again" />);
    await user.click(overlay());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('footer Apply closes it through the render function', async () => {
    const { user } = renderWithProviders(<Filters defaultOpen />);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('translates the close button and can hide it', () => {
    const { rerender } = renderWithProviders(<Filters defaultOpen />, { lng: 'vi' });
    expect(screen.getByRole('button', { name: 'Đóng' })).toBeInTheDocument();
    rerender(<Filters defaultOpen hideCloseButton key="b" />);
    expect(screen.queryByRole('button', { name: 'Đóng' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderWithProviders(<Filters defaultOpen />);
    await expectNoAxeViolations(screen.getByRole('dialog'));
  });
});
