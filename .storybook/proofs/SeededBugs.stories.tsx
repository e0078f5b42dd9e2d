import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ConsoleErrorsParameters } from '../consoleErrors.ts';
import type { ModesParameters } from '../modes.ts';

/**
 * Proof that the checks of the other display modes (../modes.ts) still find the bugs the four separate story runs
 * found (issue 20): each story below carries one real kind of bug that shows only in one mode, and declares the axe
 * rule it must break there. If the mode were not applied, or its axe pass not run, the expected violation would be
 * missing and the story's test would fail. Hidden from the sidebar, the docs and the visual review; not a component.
 * The strings are fixtures of the test, never shown to a user.
 */
const meta = {
  title: 'Proofs/Seeded bugs',
  tags: ['!dev', '!autodocs', 'no-visual'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const modes = (expectViolations: ModesParameters['expectViolations']) => ({ modes: { expectViolations } });

/** A hard-coded dark text colour: readable on the light canvas, near-invisible on the dark one. */
export const HardCodedTextColourInDarkMode: Story = {
  parameters: modes({ dark: ['color-contrast'] }),
  render: () => <p style={{ color: '#222222' }}>Brake pads for a 2012 Corolla</p>,
};

/**
 * A physical offset where a logical one belongs: the dark band follows the writing direction (inset-inline-start),
 * the light grey label stays on the left (left: 0) — on the band in left-to-right, on the light canvas in right-to-left.
 */
export const PhysicalOffsetInRightToLeft: Story = {
  parameters: modes({ 'right-to-left': ['color-contrast'] }),
  render: () => (
    <div style={{ position: 'relative', width: 320, height: 48 }}>
      <div
        style={{
          position: 'absolute',
          insetInlineStart: 0,
          top: 0,
          width: 160,
          height: 48,
          background: '#1a1a1a',
        }}
      />
      <span style={{ position: 'absolute', left: 8, top: 14, color: '#d0d0d0', fontSize: 16 }}>In stock</span>
    </div>
  ),
};

function KeylessList() {
  // Seeded bug: list items without keys, which React reports with console.error.
  const parts = ['Brake pads', 'Oil filter'];
  return (
    <ul>
      {parts.map((part) => (
        // biome-ignore lint/correctness/useJsxKeyInIterable: the missing key is the seeded bug.
        <li>{part}</li>
      ))}
    </ul>
  );
}

/** A list without keys: React logs an error, which must fail a story's test (../consoleErrors.ts). */
export const ConsoleErrorWhileRendering: Story = {
  parameters: {
    consoleErrors: { expect: [/unique "key" prop/] } satisfies ConsoleErrorsParameters,
  },
  render: () => <KeylessList />,
};
