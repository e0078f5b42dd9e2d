export { NavMenu, type NavMenuProps } from './NavMenu';
