import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { Avatar } from './Avatar';
import { AvatarGroup } from './AvatarGroup';
import { avatarColor, avatarInitials } from './avatarColor';

describe('avatarColor / avatarInitials', () => {
  it('maps the first letter to the §4 colours', () => {
    const expected = {
      primary: 'acf',
      secondary: 'edh',
      info: 'ikl',
      success: 'mnp',
      warning: 'qst',
      error: 'vxy',
      neutral: 'bgjoruwz',
    };
    for (const [color, letters] of Object.entries(expected))
      for (const letter of letters) {
        expect(avatarColor(`${letter}name`), letter).toBe(color);
        expect(avatarColor(`${letter.toUpperCase()}name`), letter).toBe(color);
      }
    expect(avatarColor('')).toBe('neutral');
    expect(avatarColor(undefined)).toBe('neutral');
    expect(avatarColor('  kofi')).toBe('info');
    expect(avatarColor('عمر')).toBe('neutral');
  });

  it('takes the first letters of the first and last words', () => {
    expect(avatarInitials('Kwame Asante Mensah')).toBe('KM');
    expect(avatarInitials('ama')).toBe('A');
    expect(avatarInitials('')).toBe('');
  });
});

describe('Avatar', () => {
  it('shows the image named by alt', () => {
    renderWithProviders(<Avatar src="/kwame.jpg" alt="Kwame Mensah" />);
    expect(screen.getByRole('img', { name: 'Kwame Mensah' })).toHaveAttribute('src', '/kwame.jpg');
  });

  it('falls back to initials on the §4 colour when there is no image or it fails to load', () => {
    const { container } = renderWithProviders(
      <>
        <Avatar alt="Abena Owusu" />
        <Avatar src="/broken.jpg" alt="Yaw Boateng" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Abena Owusu' })).toHaveTextContent('AO');
    fireEvent.error(screen.getByRole('img', { name: 'Yaw Boateng' }));
    const yaw = screen.getByRole('img', { name: 'Yaw Boateng' });
    expect(yaw.tagName).toBe('SPAN');
    expect(yaw).toHaveTextContent('YB');
    const avatars = container.querySelectorAll('[data-part="avatar"]');
    expect(avatars[0]).toHaveAttribute('data-color', 'primary');
    expect(avatars[1]).toHaveAttribute('data-color', 'error');
    expect(avatars[1]).toHaveAttribute('data-fallback', 'true');
  });

  it('is named "User" without alt text', () => {
    renderWithProviders(<Avatar />);
    expect(screen.getByRole('img', { name: 'User' })).toBeInTheDocument();
  });

  it('shows each presence status with an accessible name', () => {
    renderWithProviders(
      <>
        <Avatar alt="A" status="online" />
        <Avatar alt="B" status="away" />
        <Avatar alt="C" status="busy" />
        <Avatar alt="D" status="offline" />
        <Avatar alt="E" status="invisible" />
      </>,
      { lng: 'fr' },
    );
    for (const name of ['En ligne', 'Absent', 'Occupé', 'Hors ligne', 'Invisible'])
      expect(screen.getByRole('img', { name })).toHaveAttribute('data-part', 'status');
    expect(screen.getByRole('img', { name: 'En ligne' })).toHaveAttribute('data-status', 'online');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <>
        <Avatar src="/k.jpg" alt="Kwame" status="online" />
        <Avatar alt="Esi" size="large" status="busy" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('AvatarGroup', () => {
  const names = ['Ama', 'Kofi', 'Esi', 'Yaw', 'Abena', 'Kojo'];

  it('shows at most 4 bubbles: 3 avatars and "+N"', () => {
    renderWithProviders(
      <AvatarGroup aria-label="Shop members">
        {names.map((name) => (
          <Avatar key={name} alt={name} />
        ))}
      </AvatarGroup>,
    );
    const group = screen.getByRole('group', { name: 'Shop members' });
    expect(group.querySelectorAll('[data-part="avatar"]')).toHaveLength(4);
    expect(screen.getByRole('img', { name: '3 more' })).toHaveTextContent('+3');
    expect(screen.queryByRole('img', { name: 'Yaw' })).not.toBeInTheDocument();
  });

  it('shows everyone when they fit, and honours max', () => {
    const { rerender } = renderWithProviders(
      <AvatarGroup>
        {names.slice(0, 4).map((name) => (
          <Avatar key={name} alt={name} />
        ))}
      </AvatarGroup>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    rerender(
      <AvatarGroup max={2}>
        {names.map((name) => (
          <Avatar key={name} alt={name} />
        ))}
      </AvatarGroup>,
    );
    expect(screen.getByRole('img', { name: '5 more' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <AvatarGroup aria-label="Shop members">
        {names.map((name) => (
          <Avatar key={name} alt={name} />
        ))}
      </AvatarGroup>,
    );
    await expectNoAxeViolations(container);
  });
});
