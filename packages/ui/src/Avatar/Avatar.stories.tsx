import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar, avatarSizes, avatarStatuses } from './Avatar';
import { AvatarGroup } from './AvatarGroup';

/** A small inline image, so stories need no network. */
const photo = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#8E6C4A"/><circle cx="40" cy="30" r="16" fill="#F2D3B3"/><rect x="14" y="52" width="52" height="28" rx="14" fill="#1F3A5F"/></svg>',
)}`;

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { alt: 'Kwame Mensah', size: 'medium' },
  argTypes: {
    size: { control: 'inline-radio', options: avatarSizes },
    status: { control: 'select', options: [undefined, ...avatarStatuses] },
    src: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'An image or initials on the §4 fallback colour (first letter of the alt text: a,c,f primary; e,d,h secondary; i,k,l info; m,n,p success; q,s,t warning; v,x,y error; else neutral), with an optional presence dot that has its own accessible name.',
      },
    },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Kwame Mensah' })).toHaveTextContent('KM');
    // Initials on the §4 colour of the first letter (k: info).
    await expect(canvasElement.querySelector('[data-part="avatar"]')).toHaveAttribute('data-color', 'info');
  },
};

export const WithImage: Story = {
  args: { src: photo, status: 'online' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Kwame Mensah' });
    await expect(image.tagName).toBe('IMG');
    await expect(image).toHaveAttribute('src', photo);
  },
};

export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken', alt: 'Yaw Boateng' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('YB')).toBeVisible();
    // The failed image gives way to the initials, still named by alt, on the §4 colour (y: error).
    const fallback = canvas.getByRole('img', { name: 'Yaw Boateng' });
    await expect(fallback.tagName).toBe('SPAN');
    const avatar = canvasElement.querySelector('[data-part="avatar"]');
    await expect(avatar).toHaveAttribute('data-color', 'error');
    await expect(avatar).toHaveAttribute('data-fallback', 'true');
  },
};

const row = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' } as const;

/** One avatar per §4 colour group. */
export const FallbackColours: Story = {
  render: (args) => (
    <div style={row}>
      {[
        'Ama Serwaa',
        'Esi Mensah',
        'Kofi Annan',
        'Nana Yaa',
        'Selorm Tetteh',
        'Yaw Darko',
        'Gifty Boadu',
        '',
        'عمر',
      ].map((name) => (
        <Avatar key={name} {...args} alt={name} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ama = canvas.getByRole('img', { name: 'Ama Serwaa' });
    await expect(ama).toHaveTextContent('AS');
    await expect(ama.closest('[data-part="avatar"]')).toHaveAttribute('data-color', 'primary');
    // Without alt text the avatar is named "User".
    await expect(canvas.getByRole('img', { name: 'User' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} status="online" />
      ))}
    </div>
  ),
};

export const PresenceStatuses: Story = {
  render: (args) => (
    <div style={row}>
      {avatarStatuses.map((status) => (
        <Avatar key={status} {...args} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Online', 'Away', 'Busy', 'Offline', 'Invisible'])
      await expect(canvas.getByRole('img', { name })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Online' })).toHaveAttribute('data-part', 'status');
    await expect(canvas.getByRole('img', { name: 'Online' })).toHaveAttribute('data-status', 'online');
  },
};

const team = [
  'Ama Serwaa',
  'Kofi Annan',
  'Esi Mensah',
  'Yaw Darko',
  'Abena Owusu',
  'Kojo Asante',
  'Selorm Tetteh',
];

/** §9: avatar group max 4 (3 avatars and "+N"). */
export const Group: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <AvatarGroup aria-label="Shop members">
        {team.map((name) => (
          <Avatar key={name} {...args} alt={name} />
        ))}
      </AvatarGroup>
      <AvatarGroup aria-label="Delivery team">
        {team.slice(0, 3).map((name) => (
          <Avatar key={name} {...args} alt={name} />
        ))}
      </AvatarGroup>
      <AvatarGroup aria-label="Reviewers" size="small">
        {team.map((name) => (
          <Avatar key={name} alt={name} size="small" />
        ))}
      </AvatarGroup>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: '4 more' })).toHaveLength(2);
    // At most 4 bubbles: 3 avatars and "+4".
    const members = canvas.getByRole('group', { name: 'Shop members' });
    await expect(members.querySelectorAll('[data-part="avatar"]')).toHaveLength(4);
    await expect(within(members).getByRole('img', { name: '4 more' })).toHaveTextContent('+4');
    await expect(within(members).queryByRole('img', { name: 'Yaw Darko' })).toBeNull();
  },
};

/**
 * French status names; a group shows everyone when they fit (and is no group without a name); `max` is honoured.
 */
export const FrenchStatusesAndGroupLimits: Story = {
  tags: ['!autodocs', 'no-visual'],
  globals: { locale: 'fr' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={row}>
        {avatarStatuses.map((status) => (
          <Avatar key={status} {...args} status={status} />
        ))}
      </div>
      <div data-testid="fits">
        <AvatarGroup>
          {team.slice(0, 4).map((name) => (
            <Avatar key={name} alt={name} />
          ))}
        </AvatarGroup>
      </div>
      <div data-testid="max">
        <AvatarGroup max={2}>
          {team.slice(0, 6).map((name) => (
            <Avatar key={name} alt={name} />
          ))}
        </AvatarGroup>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['En ligne', 'Absent', 'Occupé', 'Hors ligne', 'Invisible'])
      await expect(canvas.getByRole('img', { name })).toHaveAttribute('data-part', 'status');
    await expect(canvas.getByRole('img', { name: 'En ligne' })).toHaveAttribute('data-status', 'online');
    const fits = within(canvas.getByTestId('fits'));
    await expect(fits.getAllByRole('img')).toHaveLength(4);
    await expect(fits.queryByRole('group')).toBeNull();
    await expect(within(canvas.getByTestId('max')).getByRole('img', { name: '5 de plus' })).toHaveTextContent(
      '+5',
    );
  },
};

export const LongName: Story = {
  args: { alt: 'Oluwaseun Adebayo-Williams Kwabena Nkrumah Junior', status: 'busy' },
};

export const Dark: Story = { ...FallbackColours, globals: { colorScheme: 'dark' } };
export const HighContrast: Story = { ...PresenceStatuses, play: undefined, globals: { contrast: 'high' } };

export const RightToLeftArabic: Story = {
  ...Group,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getAllByRole('img', { name: '4 آخرون' })[0]).toBeVisible();
  },
};
