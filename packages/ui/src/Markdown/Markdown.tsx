import { type ComponentPropsWithRef, useMemo } from 'react';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { StyledMarkdown } from './Markdown.styles';
import { parseMarkdown } from './parseMarkdown';

export interface MarkdownProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Markdown source (a product description). Missing or empty renders nothing inside the container. */
  children?: string | null;
  /** Added to heading levels so `#` fits under the page's own headings (1: `#` → h2). Default 0. */
  headingOffset?: number;
  /** Render images (`![alt](https://…)`); otherwise their alt text. Default true. */
  allowImages?: boolean;
}

/**
 * Renders markdown (the §2 product description) as React elements with a small built-in parser — no HTML string,
 * no `dangerouslySetInnerHTML`. Raw HTML shows as text; link and image URLs must be http(s), mailto, tel or
 * relative (`javascript:`, `data:` and the like lose their link); external links open in a new tab with
 * `rel="noopener noreferrer nofollow ugc"` and say so to screen readers. Headings, paragraphs, emphasis,
 * strikethrough, code, block quotes, nested lists, rules, tables, links and images.
 */
export function Markdown({ children, headingOffset = 0, allowImages = true, ...props }: MarkdownProps) {
  const { t } = useLaterUiTranslation();
  const newTabLabel = t('markdown.newTab');
  const content = useMemo(
    () => parseMarkdown(children ?? '', { headingOffset, allowImages, newTabLabel }),
    [children, headingOffset, allowImages, newTabLabel],
  );
  return (
    <StyledMarkdown data-part="markdown" {...props}>
      {content}
    </StyledMarkdown>
  );
}
