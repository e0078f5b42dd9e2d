import { vars } from '@abossey/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { HOME_VALUES } from './content';

const Landing = styled.div`
  display: grid;
  gap: ${vars.space[12]};
  padding-block: ${vars.space[8]} ${vars.space[12]};
  color: ${vars.fg.default};
`;

const Hero = styled.section`
  display: grid;
  gap: ${vars.space[8]};
  align-items: center;
  padding-block: ${vars.space[8]};
  padding-inline: ${vars.space[6]};
  border-radius: ${vars.radius.xl};
  background: linear-gradient(135deg, ${vars.accent.muted}, ${vars.bg.surface});
  border: 1px solid ${vars.border.muted};
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    padding-block: ${vars.space[12]};
    padding-inline: ${vars.space[12]};
  }
  h1 {
    margin: 0;
    max-inline-size: 20ch;
    font-size: ${vars.font.size['3xl']};
    line-height: ${vars.font.lineHeight.tight};
    @media (min-width: 900px) {
      font-size: ${vars.font.size['4xl']};
    }
  }
`;

const Eyebrow = styled.p`
  margin-block: 0 ${vars.space[3]};
  color: ${vars.accent.fg};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  letter-spacing: 0.04em;
`;

const Lead = styled.p`
  margin-block: ${vars.space[4]} ${vars.space[6]};
  max-inline-size: 60ch;
  color: ${vars.fg.muted};
  font-size: ${vars.font.size.lg};
  line-height: ${vars.font.lineHeight.normal};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: ${vars.control.height.large};
    padding-inline: ${vars.space[5]};
    border-radius: ${vars.radius.DEFAULT};
    font-weight: ${vars.font.weight.semibold};
    text-decoration: none;
    transition: background-color ${vars.duration.fast} ${vars.easing.standard};
  }
  a:focus-visible {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }
  a[data-variant='primary'] {
    color: ${vars.accent.onEmphasis};
    background: ${vars.accent.emphasis};
  }
  a[data-variant='primary']:hover {
    background: ${vars.accent.emphasisHover};
  }
  a[data-variant='secondary'] {
    color: ${vars.fg.default};
    background: ${vars.bg.surface};
    border: 1px solid ${vars.border.strong};
  }
  a[data-variant='secondary']:hover {
    background: ${vars.bg.subtle};
  }
`;

const Art = styled.svg`
  inline-size: 100%;
  max-inline-size: 320px;
  block-size: auto;
  justify-self: center;
  color: ${vars.accent.emphasis};
`;

const Values = styled.section`
  h2 {
    margin-block: 0 ${vars.space[6]};
    font-size: ${vars.font.size['2xl']};
  }
  ul {
    display: grid;
    gap: ${vars.space[4]};
    margin: 0;
    padding: 0;
    list-style: none;
    @media (min-width: 900px) {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  li {
    padding: ${vars.space[6]};
    border: 1px solid ${vars.border.default};
    border-block-start: 4px solid ${vars.accent.emphasis};
    border-radius: ${vars.radius.md};
    background: ${vars.bg.surface};
  }
  h3 {
    margin-block: 0 ${vars.space[2]};
    font-size: ${vars.font.size.lg};
  }
  p {
    margin: 0;
    color: ${vars.fg.muted};
    line-height: ${vars.font.lineHeight.normal};
  }
`;

/** A gear and a wrench, drawn inline (no remote images). Decorative. */
function PartsArt() {
  return (
    <Art viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <circle cx="100" cy="100" r="92" fill="currentColor" opacity="0.08" />
      <g fill="currentColor">
        <path d="M92 34h16l3 14a52 52 0 0 1 12 5l12-8 11 11-8 12a52 52 0 0 1 5 12l14 3v16l-14 3a52 52 0 0 1-5 12l8 12-11 11-12-8a52 52 0 0 1-12 5l-3 14H92l-3-14a52 52 0 0 1-12-5l-12 8-11-11 8-12a52 52 0 0 1-5-12l-14-3V92l14-3a52 52 0 0 1 5-12l-8-12 11-11 12 8a52 52 0 0 1 12-5z" />
      </g>
      <circle cx="100" cy="100" r="22" style={{ fill: vars.bg.surface }} />
      <path d="M146 146l30 30" stroke="currentColor" strokeWidth="14" strokeLinecap="round" opacity="0.55" />
      <circle cx="140" cy="140" r="14" fill="none" stroke="currentColor" strokeWidth="8" opacity="0.55" />
    </Art>
  );
}

/** `/home`: the §1 tagline, links to the catalogue and the shops, and what Abossey offers each audience. */
export function HomePage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('home.documentTitle'));
  return (
    <Landing>
      <Hero aria-labelledby="home-title">
        <div>
          <Eyebrow>{t('home.eyebrow')}</Eyebrow>
          <h1 id="home-title">{t('home.tagline')}</h1>
          <Lead>{t('home.lead')}</Lead>
          <Actions>
            <Link to="/shop/all-products" data-variant="primary">
              {t('home.browseParts')}
            </Link>
            <Link to="/shop" data-variant="secondary">
              {t('home.browseShops')}
            </Link>
          </Actions>
        </div>
        <PartsArt />
      </Hero>
      <Values aria-labelledby="home-values">
        <h2 id="home-values">{t('home.valuesTitle')}</h2>
        <ul>
          {HOME_VALUES.map((value) => (
            <li key={value}>
              <h3>{t(`home.values.${value}.title`)}</h3>
              <p>{t(`home.values.${value}.body`)}</p>
            </li>
          ))}
        </ul>
      </Values>
    </Landing>
  );
}
