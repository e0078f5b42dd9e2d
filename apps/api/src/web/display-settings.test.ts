import { describe, expect, it } from 'vitest';
import {
  defaultDisplaySettings,
  displaySettingsFromCookie,
  htmlAttributes,
  setHtmlAttributes,
} from './display-settings.js';

const cookie = (value: unknown) =>
  `a=1; settings=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}; b=2`;

describe('displaySettingsFromCookie', () => {
  it('reads each valid field of the settings cookie the apps write', () => {
    expect(
      displaySettingsFromCookie(
        cookie({
          colorScheme: 'dark',
          contrast: 'high',
          primaryColor: 'red',
          direction: 'rtl',
          compactLayout: false,
        }),
      ),
    ).toEqual({
      colorScheme: 'dark',
      contrast: 'high',
      primaryColor: 'red',
      direction: 'rtl',
      compactLayout: false,
    });
  });

  it('falls back to the §1 defaults field by field, and ignores junk', () => {
    expect(displaySettingsFromCookie(cookie({ colorScheme: 'dark', contrast: '"><script>' }))).toEqual({
      ...defaultDisplaySettings,
      colorScheme: 'dark',
    });
    for (const junk of [
      '{not json',
      '"dark"',
      '[1,2]',
      'null',
      { colorScheme: 'DARK', compactLayout: 'false', primaryColor: ['red'], direction: 'up' },
      { colorScheme: 'dark', padding: 'x'.repeat(2000) },
    ]) {
      expect(displaySettingsFromCookie(cookie(junk)), JSON.stringify(junk)).toEqual(defaultDisplaySettings);
    }
    expect(displaySettingsFromCookie('settings=%E0%A4%A')).toEqual(defaultDisplaySettings);
    expect(displaySettingsFromCookie(undefined)).toEqual(defaultDisplaySettings);
  });
});

describe('setHtmlAttributes', () => {
  it('replaces the attributes it writes and keeps the others', () => {
    const html =
      '<!doctype html>\n<html lang="en" dir="ltr" data-app="console" data-color-scheme="light">\n<head>';
    expect(
      setHtmlAttributes(html, htmlAttributes('ar', { ...defaultDisplaySettings, colorScheme: 'dark' })),
    ).toBe(
      '<!doctype html>\n<html lang="ar" dir="rtl" data-lng="ar" data-color-scheme="dark" data-contrast="default" data-primary="blue" data-density="comfortable" data-compact="true" data-app="console">\n<head>',
    );
    expect(setHtmlAttributes('<p>no html tag</p>', htmlAttributes('en', defaultDisplaySettings))).toBe(
      '<p>no html tag</p>',
    );
  });
});
