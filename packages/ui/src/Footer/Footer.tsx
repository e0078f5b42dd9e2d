import { STATIC_PAGES } from '@abossey/sdk';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { ChatIcon, PhoneIcon, PlaceIcon } from './contactIcons';
import { StyledFooter } from './Footer.styles';
import { AppStoreLogo, GooglePlayLogo } from './storeLogos';

export interface FooterMarket {
  /** A market's name (a proper noun, shown as given in every language). */
  name: string;
  /** Optional link, e.g. a product list filtered to the market. */
  href?: string;
}

/** §2: three featured spare-parts markets in Accra. */
export const FEATURED_MARKETS: readonly FooterMarket[] = [
  { name: 'Abossey Okai' },
  { name: 'Kokomlemle' },
  { name: 'Kaneshie' },
];

export interface FooterProps extends ComponentPropsWithRef<'footer'> {
  /** Brand mark above the tagline (default the text "Abossey"). */
  logo?: ReactNode;
  /** The markets column (default `FEATURED_MARKETS`). */
  markets?: readonly FooterMarket[];
  /** Support phone in display form, e.g. "+233 20 123 4567" (the link dials its digits). Hidden when absent. */
  supportPhone?: string;
  /** The messaging link (default `https://wa.me/<digits of supportPhone>`). Hidden when neither is given. */
  messagingHref?: string;
  /** App Store / Google Play listing URLs; a badge without one is shown but not linked. */
  appStoreHref?: string;
  playStoreHref?: string;
  /** Copyright year (default the current year). */
  year?: number;
  /** Level of the column headings (default 2). */
  headingLevel?: 2 | 3;
}

/** Digits (and a leading +) of a phone number, for `tel:` links. */
export function phoneDigits(phone: string): string {
  const trimmed = phone.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

/**
 * The §2 footer (a `<footer>` landmark): three featured Accra markets, a support phone (`tel:`) and messaging
 * (WhatsApp `wa.me`) link, About / Privacy Policy / Terms links (react-aria `Link`s to the SDK's static
 * pages), App Store and Google Play badges drawn inline, and the copyright line.
 */
export function Footer({
  logo,
  markets = FEATURED_MARKETS,
  supportPhone,
  messagingHref,
  appStoreHref,
  playStoreHref,
  year = new Date().getFullYear(),
  headingLevel = 2,
  ...props
}: FooterProps) {
  const { t } = useLaterUiTranslation();
  const Heading = `h${headingLevel}` as const;
  const phone = supportPhone?.trim() ? supportPhone.trim() : undefined;
  const dial = phone ? phoneDigits(phone) : '';
  const messaging =
    messagingHref ?? (dial.replace('+', '') ? `https://wa.me/${dial.replace('+', '')}` : undefined);
  const pageLabels = {
    aboutUs: t('footer.aboutUs'),
    privacyPolicy: t('footer.privacyPolicy'),
    termsAndConditions: t('footer.terms'),
  };

  const badge = (href: string | undefined, store: 'appStore' | 'playStore') => {
    const content = (
      <>
        {store === 'appStore' ? <AppStoreLogo /> : <GooglePlayLogo />}
        <span data-part="badge-text">
          <span data-part="badge-prefix">
            {store === 'appStore' ? t('footer.appStorePrefix') : t('footer.playStorePrefix')}
          </span>{' '}
          <span data-part="badge-store">{store === 'appStore' ? 'App Store' : 'Google Play'}</span>
        </span>
      </>
    );
    return href ? (
      <Link href={href} data-part="store-badge" data-store={store}>
        {content}
      </Link>
    ) : (
      <span data-part="store-badge" data-store={store}>
        {content}
      </span>
    );
  };

  return (
    <StyledFooter data-part="footer" {...props}>
      <div data-part="inner">
        <div data-part="brand">
          <div data-part="logo">{logo ?? 'Abossey'}</div>
          <p data-part="tagline">{t('footer.tagline')}</p>
        </div>

        <section data-part="column">
          <Heading data-part="heading">{t('footer.marketsTitle')}</Heading>
          <ul data-part="list">
            {markets.map((market) => (
              <li key={market.name} data-part="market">
                <PlaceIcon />
                {market.href ? <Link href={market.href}>{market.name}</Link> : <span>{market.name}</span>}
              </li>
            ))}
          </ul>
        </section>

        {phone || messaging ? (
          <section data-part="column">
            <Heading data-part="heading">{t('footer.supportTitle')}</Heading>
            <ul data-part="list">
              {phone ? (
                <li>
                  <Link
                    href={`tel:${dial}`}
                    data-part="phone"
                    aria-label={t('footer.callSupport', { phone })}
                  >
                    <PhoneIcon />
                    <bdi dir="ltr">{phone}</bdi>
                  </Link>
                </li>
              ) : null}
              {messaging ? (
                <li>
                  <Link href={messaging} data-part="messaging">
                    <ChatIcon />
                    {t('footer.message')}
                  </Link>
                </li>
              ) : null}
            </ul>
          </section>
        ) : null}

        <section data-part="column">
          <Heading data-part="heading">{t('footer.companyTitle')}</Heading>
          <ul data-part="list">
            {STATIC_PAGES.map((page) => (
              <li key={page.id}>
                <Link href={page.path}>{pageLabels[page.id]}</Link>
              </li>
            ))}
          </ul>
        </section>

        <section data-part="column">
          <Heading data-part="heading">{t('footer.appsTitle')}</Heading>
          <div data-part="badges">
            {badge(appStoreHref, 'appStore')}
            {badge(playStoreHref, 'playStore')}
          </div>
        </section>
      </div>
      <p data-part="copyright">{t('footer.copyright', { year })}</p>
    </StyledFooter>
  );
}
