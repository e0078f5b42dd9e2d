export { FEATURED_MARKETS, Footer, type FooterMarket, type FooterProps, phoneDigits } from './Footer';
