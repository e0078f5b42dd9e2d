import { vars } from '@abossey/ui';
import { useEffect } from 'react';
import styled from 'styled-components';

const Heading = styled.header`
  margin-block: ${vars.space[2]} ${vars.space[4]};
  h1 {
    margin: 0;
    font-size: ${vars.font.size['2xl']};
    color: ${vars.fg.default};
  }
  p {
    margin: ${vars.space[1]} 0 0;
    color: ${vars.fg.muted};
  }
`;

/** The page's one h1 and an optional line under it. */
export function PageHeading({ title, subtitle }: { title: string; subtitle?: string | undefined }) {
  // The tab's title names the page too (screen readers announce it on load).
  useEffect(() => {
    document.title = `${title} · Abossey`;
  }, [title]);
  return (
    <Heading>
      <h1>{title}</h1>
      {subtitle ? <p>{subtitle}</p> : null}
    </Heading>
  );
}

/** A form page's column: readable on a phone, not too wide on a desktop. */
export const FormColumn = styled.div`
  max-inline-size: 56rem;
  margin-inline: auto;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
`;
