export { type NavLayout, NavMenu, type NavMenuProps, navLayouts } from './NavMenu';
