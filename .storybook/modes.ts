import type { A11yParameters } from '@storybook/addon-a11y';
import type { StoryContext } from '@storybook/react-vite';
import axe from 'axe-core';
import { expect } from 'storybook/test';

/**
 * The display modes every story is also checked in, after its play function and the a11y addon's own axe pass in the
 * mode the story was written for (issue 20). Styling follows only from attributes on `<html>` (see
 * packages/ui/src/theme/themeCss.ts), so a mode is applied in place — the story renders and plays once, instead of
 * four whole runs in four browsers — and the DOM axe sees is the same; what changes is every colour, contrast and
 * the direction layout follows.
 */
const extraModes = [
  { name: 'dark', attributes: { 'data-color-scheme': 'dark' } },
  { name: 'high contrast', attributes: { 'data-contrast': 'high' } },
  { name: 'right-to-left', attributes: { dir: 'rtl' } },
] as const;

type ModeName = (typeof extraModes)[number]['name'];

/**
 * Per story: `parameters.modes.expectViolations` names the axe rules a story must break in a mode — only for the
 * seeded-bug stories that prove the check itself works (a check that cannot fail is no check).
 */
export interface ModesParameters {
  expectViolations?: Partial<Record<ModeName, string[]>>;
}

/** Storybook's own elements, never part of a story (as the a11y addon excludes them). */
const STORYBOOK_ELEMENTS = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

/** Only in the Vitest run: in Storybook's UI, switching the page's theme after every render would flash. */
export const inVitest = () => {
  try {
    return (
      (import.meta as ImportMeta & { env: Record<string, string | undefined> }).env.VITEST_STORYBOOK ===
      'false'
    );
  } catch {
    return false;
  }
};

/** Transitions off while a mode is checked: a colour half-way through its transition is not the mode's colour. */
function freezeTransitions(): () => void {
  const style = document.createElement('style');
  style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
  document.head.append(style);
  return () => style.remove();
}

/** Sets attributes on `<html>`; returns what undoes it. */
function applyAttributes(attributes: Record<string, string>): () => void {
  const root = document.documentElement;
  const previous = Object.keys(attributes).map((name) => [name, root.getAttribute(name)] as const);
  for (const [name, value] of Object.entries(attributes)) root.setAttribute(name, value);
  return () => {
    for (const [name, value] of previous) {
      if (value === null) root.removeAttribute(name);
      else root.setAttribute(name, value);
    }
  };
}

/** axe over the story with the story's own a11y settings, as the addon runs it ('region' off in component tests). */
async function violations(a11y: A11yParameters): Promise<axe.Result[]> {
  const exclude = [...STORYBOOK_ELEMENTS];
  const context = a11y.context;
  if (context && typeof context === 'object' && 'exclude' in context && Array.isArray(context.exclude)) {
    exclude.push(...(context.exclude as string[]));
  }
  axe.reset();
  axe.configure({ ...a11y.config, rules: [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])] });
  const result = await axe.run(
    { include: [document.body], exclude } as axe.ElementContext,
    a11y.options ?? {},
  );
  return result.violations;
}

const listViolations = (list: axe.Result[]) =>
  list.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/** Preview `afterEach`: axe in each extra mode; fails the story's test listing each mode's violations. */
export async function checkExtraModes(context: StoryContext): Promise<void> {
  const a11y = (context.parameters.a11y ?? {}) as A11yParameters;
  const manual = (context.globals.a11y as { manual?: boolean } | undefined)?.manual;
  if (!inVitest() || context.viewMode !== 'story' || a11y.disable || a11y.test !== 'error' || manual) return;
  const expected = (context.parameters.modes as ModesParameters | undefined)?.expectViolations ?? {};

  const problems: string[] = [];
  const unfreeze = freezeTransitions();
  try {
    for (const mode of extraModes) {
      const restore = applyAttributes(mode.attributes);
      try {
        const found = await violations(a11y);
        const wanted = expected[mode.name] ?? [];
        const unexpected = found.filter((v) => !wanted.includes(v.id));
        const missing = wanted.filter((id) => !found.some((v) => v.id === id));
        if (unexpected.length) problems.push(`${mode.name}: ${listViolations(unexpected).join('; ')}`);
        if (missing.length) problems.push(`${mode.name}: expected ${missing.join(', ')} but axe found none`);
      } finally {
        restore();
      }
    }
  } finally {
    unfreeze();
  }
  expect(problems, 'accessibility in the other display modes').toEqual([]);
}
