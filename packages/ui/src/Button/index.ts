export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
