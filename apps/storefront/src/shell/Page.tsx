import type { ComponentProps } from 'react';
import styled from 'styled-components';

const Heading = styled.header`
  margin-block: var(--ab-space-6, 24px) var(--ab-space-4, 16px);
  h1 {
    margin: 0;
    font-size: var(--ab-font-size-xl, 1.5rem);
    color: var(--ab-fg-default);
  }
  p {
    margin: var(--ab-space-1, 4px) 0 0;
    color: var(--ab-fg-muted);
  }
`;

export function PageHeading({ title, subtitle }: { title: string; subtitle?: string | undefined }) {
  return (
    <Heading>
      <h1>{title}</h1>
      {subtitle ? <p aria-live="polite">{subtitle}</p> : null}
    </Heading>
  );
}

/** §2: 1 column on extra-small, 2 small, 3 medium, 5 wide. */
const GridList = styled.div`
  display: grid;
  gap: var(--ab-space-4, 16px);
  grid-template-columns: 1fr;
  @media (min-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 900px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (min-width: 1200px) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

export function Grid(props: ComponentProps<'div'>) {
  return <GridList {...props} />;
}
