/**
 * The shell's account drawer and command palette, loaded the first time they open (issue 9); nothing imports this
 * module statically.
 */
export { AccountDrawer } from '@abossey/ui';
export { ConsolePalette } from './ConsolePalette';
