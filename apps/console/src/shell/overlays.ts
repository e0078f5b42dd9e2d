/** The shell's account drawer, loaded the first time it opens (issue 9); nothing imports this module statically. */
export { AccountDrawer } from '@abossey/ui';
