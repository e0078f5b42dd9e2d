import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inVitest } from './modes.ts';

/**
 * No console errors while a story renders and plays (issue 22): a React warning, a failed prop type or an uncaught
 * promise a designer would see in the browser console fails the story's test instead. Only in the Vitest run.
 *
 * Per story: `parameters.consoleErrors.allow` lists patterns of errors a story causes on purpose (an error boundary's
 * story, say), each with the reason next to it.
 */
export interface ConsoleErrorsParameters {
  allow?: RegExp[];
  /** Errors the story must log: only for the seeded-bug story that proves this check can fail (proofs/). */
  expect?: RegExp[];
}

let seen: string[] = [];

/**
 * React's act() warnings: React prints them only when a test runner sets `IS_REACT_ACT_ENVIRONMENT` (the Vitest run
 * does, around renders and user events), never in the browser a designer uses, so they are not counted here.
 */
const ACT_ENVIRONMENT = /not wrapped in act\(|inside an `act` scope/;

const describe = (value: unknown) =>
  value instanceof Error
    ? `${value.name}: ${value.message}`
    : typeof value === 'string'
      ? value
      : String(value);

/** Preview `beforeEach`: records every `console.error` of the story; the returned cleanup puts it back. */
export function watchConsoleErrors(): (() => void) | undefined {
  if (!inVitest()) return undefined;
  seen = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    const text = args.map(describe).join(' ');
    if (!ACT_ENVIRONMENT.test(text)) seen.push(text);
    original.apply(console, args);
  };
  return () => {
    console.error = original;
  };
}

/** Preview `afterEach`: fails the story's test listing the errors it logged. */
export async function expectNoConsoleErrors(context: StoryContext): Promise<void> {
  if (!inVitest() || context.viewMode !== 'story') return;
  const { allow = [], expect: wanted = [] } =
    (context.parameters.consoleErrors as ConsoleErrorsParameters | undefined) ?? {};
  const logged = seen;
  seen = [];
  const unexpected = logged.filter((text) => ![...allow, ...wanted].some((pattern) => pattern.test(text)));
  const missing = wanted.filter((pattern) => !logged.some((text) => pattern.test(text)));
  await expect(unexpected, 'console.error while the story rendered and played').toEqual([]);
  await expect(missing.map(String), 'console.error the story must log').toEqual([]);
}
