import { type IconProps, PathIcon } from '../NavMenu/navIcons';

/** The footer's contact icons, drawn like the shell's (`navIcons.tsx`); here so they load with the lazy footer. */
export function PhoneIcon(props: IconProps) {
  return (
    <PathIcon
      {...props}
      d="M6.62 10.79a15.05 15.05 0 0 0 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1C10.61 21 3 13.39 3 4c0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02l-2.2 2.2Z"
    />
  );
}
export function ChatIcon(props: IconProps) {
  return (
    <PathIcon
      {...props}
      d="M20 2H4a2 2 0 0 0-1.99 2L2 22l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2ZM6 9h12v2H6V9Zm8 5H6v-2h8v2Zm4-6H6V6h12v2Z"
    />
  );
}
export function PlaceIcon(props: IconProps) {
  return (
    <PathIcon
      {...props}
      d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z"
    />
  );
}
