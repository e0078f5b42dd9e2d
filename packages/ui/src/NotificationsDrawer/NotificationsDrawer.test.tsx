import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hostileNotifications, NOW } from './fixtures';
import { formatNotificationTime } from './formatTime';
import { htmlToText, sanitizeInlineHtml } from './sanitizeHtml';

describe('sanitizeInlineHtml', () => {
  it('keeps b/strong/i/em/br without attributes and drops everything else', () => {
    const { container } = render(<p>{sanitizeInlineHtml(hostileNotifications[2]?.title)}</p>);
    expect(container.innerHTML).toBe('<p><b>Bold</b> and <i>italic</i><br>second line</p>');
  });

  it('never creates img, script, links or event handlers', () => {
    (window as { __pwned?: number }).__pwned = undefined;
    const { container } = render(
      <div>
        {hostileNotifications.map((n) => (
          <p key={n.id}>{sanitizeInlineHtml(n.title)}</p>
        ))}
      </div>,
    );
    expect(container.querySelector('img, script, a, [onerror], [onclick], [style], [class]')).toBeNull();
    expect(container.textContent).toContain('Photo  uploaded');
    expect(container.textContent).toContain('Order shipped');
    expect(container.textContent).not.toContain('__pwned');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('keeps plain text and entities as text', () => {
    const { container } = render(<p>{sanitizeInlineHtml('Tom &amp; Jerry &lt;b&gt;not bold&lt;/b&gt;')}</p>);
    expect(container.textContent).toBe('Tom & Jerry <b>not bold</b>');
    expect(container.querySelector('b')).toBeNull();
    expect(htmlToText('<script>x</script><b>Hi</b>  there')).toBe('Hi there');
    expect(sanitizeInlineHtml('')).toBeNull();
  });
});

describe('formatNotificationTime', () => {
  it('is relative for the last week, a DD MMM YYYY date before that', () => {
    expect(formatNotificationTime('2026-11-23T11:59:30Z', 'en', NOW, 'Just now')).toBe('Just now');
    expect(formatNotificationTime('2026-11-23T11:55:00Z', 'en', NOW)).toBe('5 minutes ago');
    expect(formatNotificationTime('2026-11-22T11:00:00Z', 'en', NOW)).toBe('yesterday');
    expect(formatNotificationTime('2026-10-02T08:00:00Z', 'en-GH', NOW)).toBe('02 Oct 2026');
    expect(formatNotificationTime('not a date', 'en', NOW)).toBe('');
  });
});
