import { vars } from '@abossey/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Layout = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  align-items: start;
  padding-block: ${vars.space[6]};
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 440px);
    align-items: center;
    min-block-size: 70vh;
  }
`;

const Pitch = styled.section`
  display: none;
  @media (min-width: 900px) {
    display: block;
  }
  p {
    margin: 0;
    max-inline-size: 28ch;
    font-size: ${vars.font.size.xl};
    font-weight: ${vars.font.weight.semibold};
    color: ${vars.fg.default};
  }
`;

const Card = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  padding: ${vars.space[6]};
  border: 1px solid ${vars.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.bg.surface};
  h1 {
    margin: 0;
    font-size: ${vars.font.size.xl};
  }
  form {
    display: grid;
    gap: ${vars.space[4]};
  }
`;

export const FormAlert = styled.p`
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  border: 1px solid currentColor;
  &[data-tone='error'] {
    color: ${vars.status.danger.fg};
    background: ${vars.status.danger.muted};
  }
  &[data-tone='success'] {
    color: ${vars.status.success.fg};
    background: ${vars.status.success.muted};
  }
`;

export const FormLinks = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[4]};
  justify-content: space-between;
  a {
    color: ${vars.accent.fg};
  }
`;

/** The auth screens' frame: the §1 tagline beside a card with the form. */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <Layout>
      <Pitch aria-label={t('pitchLabel')}>
        <p>{t('tagline')}</p>
      </Pitch>
      <Card aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {intro ? <p>{intro}</p> : null}
        {children}
      </Card>
    </Layout>
  );
}
