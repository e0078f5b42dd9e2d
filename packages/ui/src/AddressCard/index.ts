export {
  AddressCard,
  type AddressCardData,
  AddressCardGroup,
  type AddressCardGroupProps,
  type AddressCardProps,
  addressLines,
} from './AddressCard';
