export { Header, type HeaderProps, MOBILE_NAV_WIDTH } from './Header';
