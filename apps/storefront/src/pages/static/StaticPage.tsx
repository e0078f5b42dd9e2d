import { vars } from '@abossey/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { type Block, type DocumentSpec, type SectionSpec, sectionKey } from './content';

/** A readable column (~70 characters) for long text. */
const Prose = styled.article`
  max-inline-size: 70ch;
  margin-inline: auto;
  padding-block: ${vars.space[8]} ${vars.space[12]};
  color: ${vars.fg.default};
  font-size: ${vars.font.size.md};
  line-height: 1.65;

  h1 {
    margin-block: 0 ${vars.space[2]};
    font-size: ${vars.font.size['3xl']};
    line-height: ${vars.font.lineHeight.tight};
  }
  h2 {
    margin-block: ${vars.space[10]} ${vars.space[3]};
    font-size: ${vars.font.size.xl};
    line-height: ${vars.font.lineHeight.snug};
    scroll-margin-block-start: ${vars.space[16]};
  }
  h3 {
    margin-block: ${vars.space[6]} ${vars.space[2]};
    font-size: ${vars.font.size.lg};
    line-height: ${vars.font.lineHeight.snug};
  }
  p,
  ul,
  ol,
  dl {
    margin-block: 0 ${vars.space[4]};
  }
  ul,
  ol {
    padding-inline-start: ${vars.space[6]};
  }
  li + li {
    margin-block-start: ${vars.space[2]};
  }
  a {
    color: ${vars.accent.fg};
  }
  code {
    font-family: ${vars.font.familyMono};
    font-size: ${vars.font.size.sm};
    padding-block: ${vars.space['0.5']};
    padding-inline: ${vars.space[1]};
    border-radius: ${vars.radius.sm};
    background: ${vars.bg.subtle};
    /* Storage keys are code: they read left to right in every language. */
    direction: ltr;
    unicode-bidi: isolate;
  }
`;

const Meta = styled.p`
  color: ${vars.fg.muted};
  font-size: ${vars.font.size.sm};
`;

const Intro = styled.p`
  font-size: ${vars.font.size.lg};
  color: ${vars.fg.muted};
`;

const Contents = styled.nav`
  margin-block: ${vars.space[6]};
  padding-block: ${vars.space[4]};
  padding-inline: ${vars.space[5]};
  border: 1px solid ${vars.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.bg.surface};
  > p {
    margin-block: 0 ${vars.space[2]};
    font-weight: ${vars.font.weight.semibold};
  }
  ol {
    margin: 0;
    padding-inline-start: ${vars.space[6]};
    columns: 2 16rem;
    column-gap: ${vars.space[8]};
  }
  li {
    break-inside: avoid;
  }
  li + li {
    margin-block-start: ${vars.space[1]};
  }
`;

const StorageList = styled.dl`
  display: grid;
  gap: ${vars.space[2]} ${vars.space[4]};
  @media (min-width: 600px) {
    grid-template-columns: max-content minmax(0, 1fr);
  }
  > div {
    display: contents;
  }
  dt {
    font-weight: ${vars.font.weight.semibold};
  }
  dd {
    margin: 0;
  }
`;

const Groups = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  margin-block-end: ${vars.space[4]};
  > section {
    padding-block: ${vars.space[4]};
    padding-inline: ${vars.space[5]};
    border: 1px solid ${vars.border.default};
    border-inline-start: 4px solid ${vars.accent.emphasis};
    border-radius: ${vars.radius.md};
    background: ${vars.bg.surface};
  }
  h3 {
    margin-block-start: 0;
  }
  p {
    margin: 0;
  }
`;

/** A paragraph's key names it; a list is the only one of its kind at its position. */
const blockKey = (block: Block, index: number) => (typeof block === 'string' ? block : `block-${index}`);

const headingId = (doc: DocumentSpec, section: SectionSpec) => `${doc.page}-${section.id}`;

function SectionBlock({ doc, section, block }: { doc: DocumentSpec; section: SectionSpec; block: Block }) {
  const { t } = useTranslation('pages');
  const key = (rest: string) => sectionKey(doc, section, rest);
  if (typeof block === 'string') return <p>{t(key(block))}</p>;
  if ('list' in block) {
    const items = block.list.map((item) => <li key={item}>{t(key(`items.${item}`))}</li>);
    return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
  }
  if ('storage' in block)
    return (
      <StorageList>
        {block.storage.map((name) => (
          <div key={name}>
            <dt>
              <code>{name}</code>
            </dt>
            <dd>{t(key(`keys.${name}`))}</dd>
          </div>
        ))}
      </StorageList>
    );
  return (
    <Groups>
      {block.groups.map((group) => {
        const id = `${headingId(doc, section)}-${group}`;
        return (
          <section key={group} aria-labelledby={id}>
            <h3 id={id}>{t(key(`groups.${group}.title`))}</h3>
            <p>{t(key(`groups.${group}.body`))}</p>
          </section>
        );
      })}
    </Groups>
  );
}

/**
 * A text page of the `pages` namespace: one h1, then one `<section aria-labelledby>` with an h2 per section.
 * Legal documents add 'Last updated', a numbered table of contents and numbered headings ('1. Who we are').
 */
export function DocumentPage({ doc, children }: { doc: DocumentSpec; children?: ReactNode }) {
  const { t } = useTranslation('pages');
  const title = t(`${doc.page}.title`);
  useDocumentTitle(title);
  const heading = (section: SectionSpec, index: number) => {
    const text = t(sectionKey(doc, section, 'title'));
    return doc.legal ? `${index + 1}. ${text}` : text;
  };
  const titleId = `${doc.page}-title`;

  return (
    <Prose aria-labelledby={titleId}>
      <header>
        <h1 id={titleId}>{title}</h1>
        {doc.legal ? <Meta>{t('common.lastUpdated')}</Meta> : null}
        <Intro>{t(`${doc.page}.intro`)}</Intro>
      </header>
      {doc.legal ? (
        <Contents aria-labelledby={`${doc.page}-contents`}>
          <p id={`${doc.page}-contents`}>{t('common.contents')}</p>
          <ol>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${headingId(doc, section)}`}>{t(sectionKey(doc, section, 'title'))}</a>
              </li>
            ))}
          </ol>
        </Contents>
      ) : null}
      {doc.sections.map((section, index) => (
        <section key={section.id} aria-labelledby={headingId(doc, section)}>
          <h2 id={headingId(doc, section)}>{heading(section, index)}</h2>
          {section.blocks.map((block, i) => (
            <SectionBlock key={blockKey(block, i)} doc={doc} section={section} block={block} />
          ))}
        </section>
      ))}
      {children}
    </Prose>
  );
}
