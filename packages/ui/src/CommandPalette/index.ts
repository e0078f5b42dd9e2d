export {
  type CommandGroup,
  type CommandItem,
  CommandPalette,
  type CommandPaletteProps,
  matchCommands,
} from './CommandPalette';
