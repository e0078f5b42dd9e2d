export { Drawer, type DrawerPlacement, type DrawerProps, drawerPlacements } from './Drawer';
