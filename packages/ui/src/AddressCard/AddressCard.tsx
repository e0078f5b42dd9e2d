import type { Address } from '@abossey/sdk';
import { type ComponentPropsWithRef, type ReactNode, useContext, useId } from 'react';
import { Radio, type RadioGroupProps, RadioGroupStateContext } from 'react-aria-components';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { FieldHelp, FieldLabel, type FieldSlotProps } from '../Field/Field';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { Actions, Body, Card, CardGrid, Header, Lines, Name, StyledGroup } from './AddressCard.styles';

/** What the card reads from an address (§3). The SDK `Address` fits as is; only id, fullName and address are needed. */
export interface AddressCardData extends Pick<Address, 'id' | 'fullName' | 'address'> {
  phone?: string | null;
  isDefault?: boolean | null;
  city?: string | null;
  /** Region (the SDK's `state`). */
  state?: string | null;
  zipCode?: string | null;
  country?: string | null;
}

export interface AddressCardProps extends Omit<ComponentPropsWithRef<'article'>, 'children'> {
  address: AddressCardData;
  /** Shows "Edit". */
  onEdit?: (address: AddressCardData) => void;
  /** Shows "Delete". */
  onDelete?: (address: AddressCardData) => void;
  /** Shows the delete button as pending. */
  isDeleting?: boolean;
  /** Selectable cards only: this address cannot be chosen. */
  isDisabled?: boolean;
  /** Heading level of the name (plain cards). Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Extra content under the address (e.g. delivery notes). */
  children?: ReactNode;
}

/** The address lines: street, then "city, region zip", then country; empty parts are left out. */
export function addressLines(address: AddressCardData): string[] {
  const clean = (v: string | null | undefined) => (v ?? '').trim();
  const place = [
    clean(address.city),
    [clean(address.state), clean(address.zipCode)].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return [...clean(address.address).split(/\r?\n/), place, clean(address.country)].filter(Boolean);
}

/**
 * A delivery address (§3): full name, "Default" badge, phone, address lines, city, region, country, with optional
 * Edit / Delete. Inside an `AddressCardGroup` it becomes a radio card (checkout's address choice): the whole card
 * content selects it, arrow keys move between cards, and the actions stay separate buttons.
 */
export function AddressCard({
  address,
  onEdit,
  onDelete,
  isDeleting = false,
  isDisabled,
  headingLevel = 3,
  children,
  ...props
}: AddressCardProps) {
  const { t } = useLaterUiTranslation();
  const nameId = useId();
  const inGroup = useContext(RadioGroupStateContext) !== null;
  const Heading = `h${headingLevel}` as const;
  const lines = addressLines(address);

  const content = (
    <Body>
      <Header>
        {inGroup ? (
          <Name data-part="name" id={nameId}>
            {address.fullName}
          </Name>
        ) : (
          <Name as={Heading} data-part="name" id={nameId}>
            {address.fullName}
          </Name>
        )}
        {address.isDefault ? (
          <Badge tone="accent" data-part="default">
            {t('addressCard.default')}
          </Badge>
        ) : null}
      </Header>
      <Lines data-part="lines">
        {address.phone ? (
          <span data-part="phone">
            {t('addressCard.phone')} <bdi dir="ltr">{address.phone}</bdi>
          </span>
        ) : null}
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of one address keep their order
          <span key={index}>{line}</span>
        ))}
      </Lines>
      {children}
    </Body>
  );

  const actions =
    onEdit || onDelete ? (
      <Actions data-part="actions">
        {onEdit ? (
          <Button
            variant="ghost"
            size="small"
            onPress={() => onEdit(address)}
            aria-label={t('addressCard.editAddress', { name: address.fullName })}
            data-part="edit"
          >
            {t('addressCard.edit')}
          </Button>
        ) : null}
        {onDelete ? (
          <Button
            variant="ghost"
            size="small"
            onPress={() => onDelete(address)}
            isPending={isDeleting}
            pendingLabel={t('addressCard.deleting')}
            aria-label={isDeleting ? undefined : t('addressCard.deleteAddress', { name: address.fullName })}
            data-part="delete"
          >
            {t('addressCard.delete')}
          </Button>
        ) : null}
      </Actions>
    ) : null;

  return (
    <Card
      aria-labelledby={inGroup ? undefined : nameId}
      {...props}
      as={inGroup ? 'div' : 'article'}
      data-selectable={inGroup || undefined}
      data-default={address.isDefault || undefined}
      data-part="address-card"
    >
      {inGroup ? (
        <Radio value={String(address.id)} isDisabled={isDisabled} data-part="radio">
          {content}
        </Radio>
      ) : (
        content
      )}
      {actions}
    </Card>
  );
}

export interface AddressCardGroupProps extends Omit<RadioGroupProps, 'children'>, FieldSlotProps {
  /** `AddressCard`s; each one's value is `String(address.id)`. */
  children: ReactNode;
}

/**
 * Checkout's address choice: a react-aria `RadioGroup` of `AddressCard`s laid out in a grid. `value` / `onChange`
 * carry `String(address.id)`; arrow keys move the choice; label, description and error slots as on other fields.
 */
export function AddressCardGroup({
  label,
  description,
  errorMessage,
  children,
  ...props
}: AddressCardGroupProps) {
  return (
    <StyledGroup data-part="address-card-group" {...props}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <CardGrid>{children}</CardGrid>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </StyledGroup>
  );
}
