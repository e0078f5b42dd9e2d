import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fontSize, fontWeight } from './tokens';
import { vars } from './vars';

/** The type scale in Public Sans (shipped with the package: `import '@abossey/ui/fonts.css'`). */
function TypeScale({ sample = 'Brake pads for Toyota Corolla — GH₵ 1,234.50' }: { sample?: string }) {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {(Object.keys(fontSize) as Array<keyof typeof fontSize>).map((size) => (
        <div
          key={size}
          style={{ display: 'grid', gridTemplateColumns: '6rem 1fr', alignItems: 'baseline', gap: 16 }}
        >
          <code style={{ fontSize: '0.75rem', color: vars.fg.muted }}>{`font-size-${size}`}</code>
          <span style={{ fontSize: vars.font.size[size], lineHeight: vars.font.lineHeight.snug }}>
            {sample}
          </span>
        </div>
      ))}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        {(Object.keys(fontWeight) as Array<keyof typeof fontWeight>).map((weight) => (
          <span key={weight} style={{ fontWeight: vars.font.weight[weight] }}>
            {weight}
          </span>
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: 'Foundations/Typography',
  component: TypeScale,
  tags: ['autodocs'],
} satisfies Meta<typeof TypeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    await expect(getComputedStyle(doc.body).fontFamily).toContain('Public Sans');
    // The woff2 files come from the package (no web font service) and really load.
    const faces = await doc.fonts.load('16px "Public Sans"', 'GH₵ 1,234.50');
    await expect(faces.length).toBeGreaterThan(0);
    await expect(faces.every((face) => face.status === 'loaded')).toBe(true);
  },
};

export const Vietnamese: Story = {
  args: { sample: 'Má phanh cho Toyota Corolla — Đã qua sử dụng' },
  globals: { locale: 'vi' },
};

/** Arabic and Chinese fall back to system fonts. */
export const Arabic: Story = {
  args: { sample: 'وسادات الفرامل لسيارة تويوتا كورولا' },
  globals: { locale: 'ar' },
};

export const Chinese: Story = { args: { sample: '丰田卡罗拉刹车片 — 全新' }, globals: { locale: 'cn' } };
