import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Markdown } from './Markdown';

const description = `# Ceramic brake pads — front axle

Low-dust **ceramic** pads for the *Toyota Corolla* (2014–2019). Sold as a set of four, with ~~shims~~ fitting clips.

## What is in the box

- 4 brake pads
- Fitting clips
  - 2 upper
  - 2 lower
- Instructions (\`PAD-TC-1419\`)

## Fitting

1. Loosen the wheel nuts and raise the car.
2. Remove the caliper guide bolts.
3. Fit the new pads and torque to 34 N·m.

> Genuine part, shipped from Kumasi within 2 days.

| Model | Years | Axle |
| :--- | :---: | ---: |
| Corolla | 2014–2019 | Front |
| Auris | 2015–2018 | Front |

Questions? [Contact the shop](mailto:sales@kumasiparts.gh) or read the [fitment guide](https://abossey.com/guides/brakes).

---

\`\`\`
Part no. 04465-02220
\`\`\`
`;

const meta = {
  title: 'Components/Markdown',
  component: Markdown,
  tags: ['autodocs'],
  args: { children: description, headingOffset: 1 },
  parameters: {
    docs: {
      description: {
        component:
          'Renders a product description (§2 "Markdown description") with a small built-in parser that builds React elements: no HTML string and no `dangerouslySetInnerHTML`, so raw HTML is shown as text. Link and image URLs must be http(s), mailto, tel or relative; anything else (`javascript:`, `data:`) loses its link. External links open in a new tab with `rel="noopener noreferrer nofollow ugc"` and a hidden "(opens in a new tab)". `headingOffset` fits `#` under the page\'s own headings. About 4 kB gzipped (parser 2.8 kB, styles 0.9 kB).',
      },
    },
  },
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Ceramic brake pads — front axle' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(3);
    const guide = canvas.getByRole('link', { name: 'fitment guide (opens in a new tab)' });
    await expect(guide).toHaveAttribute('target', '_blank');
    await expect(guide).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(canvas.getByRole('link', { name: 'Contact the shop' })).not.toHaveAttribute('target');
  },
};

/** Hostile input: raw HTML is text, script URLs lose their link, nothing executes. */
export const HostileInput: Story = {
  args: {
    children: [
      '<img src=x onerror=alert(1)>',
      '<script>alert("xss")</script>',
      '[click me](javascript:alert(1)) and [again](JaVaScRiPt:alert(document.cookie))',
      '![pixel](javascript:alert(1)) ![svg](data:image/svg+xml,<svg onload=alert(1)>)',
      '<a href="javascript:alert(1)" onclick="alert(1)">html link</a>',
      '**<b onmouseover=alert(1)>bold</b>** and [safe](https://abossey.com)',
    ].join('\n\n'),
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-part="markdown"]');
    await expect(root?.querySelector('img, script, b, [onerror], [onclick], [onmouseover]')).toBeNull();
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://abossey.com']);
    await expect(root).toHaveTextContent('<img src=x onerror=alert(1)>');
    await expect(root).toHaveTextContent('<script>alert("xss")</script>');
    await expect(root).toHaveTextContent('click me');
  },
};

export const Headings: Story = {
  args: {
    headingOffset: 0,
    children:
      '# Heading 1\n\n## Heading 2\n\n### Heading 3\n\n#### Heading 4\n\n##### Heading 5\n\n###### Heading 6\n\nBody text.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of [1, 2, 3, 4, 5, 6]) {
      await expect(canvas.getByRole('heading', { level, name: `Heading ${level}` })).toBeVisible();
    }
  },
};

export const WithImage: Story = {
  args: {
    children:
      'Front bumper, primed and ready to paint.\n\n![Front bumper, grey primer](data:image/png;base64,AAAA) ![Diagram](/favicon.ico)',
  },
  play: async ({ canvasElement }) => {
    // data: images are refused (their alt text stays); relative images render.
    const root = canvasElement.querySelector('[data-part="markdown"]');
    await expect(root?.querySelectorAll('img')).toHaveLength(1);
    await expect(root).toHaveTextContent('Front bumper, grey primer');
  },
};

/** Bad input: missing description. */
export const Empty: Story = {
  args: { children: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="markdown"]')?.childElementCount).toBe(0);
  },
};

/** Bad input: one very long word and a very long paragraph wrap inside a narrow column. */
export const LongText: Story = {
  args: {
    children: `${'Supercalifragilisticexpialidocious-part-number-0446502220-'.repeat(6)}\n\n${'Genuine OEM brake pads for daily driving in Accra traffic. '.repeat(30)}`,
  },
  render: (args) => (
    <div style={{ maxInlineSize: 320 }}>
      <Markdown {...args} />
    </div>
  ),
};

export const Dark: Story = { ...Playground, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  args: {
    children:
      '## وسادات الفرامل\n\nوسادات **سيراميك** لسيارة *تويوتا كورولا*.\n\n- ٤ وسادات\n- مشابك التركيب\n\n[دليل التركيب](https://abossey.com/guides/brakes)',
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(
      within(canvasElement).getByRole('link', { name: 'دليل التركيب (يفتح في علامة تبويب جديدة)' }),
    ).toBeVisible();
  },
};
