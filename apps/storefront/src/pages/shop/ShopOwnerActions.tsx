import type { Business } from '@abossey/sdk';
import { Button, ConfirmDialog, useMessageTranslation, vars } from '@abossey/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { sdk } from '../../sdk';
import { ActionLink } from './shopStyles';

/** §3 browser key `shop id`: the shop the console's product upload starts from. */
const SHOP_ID_STORAGE_KEY = 'shopId';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

/**
 * §2 owner actions on a shop page: Upload Product, Edit Shop Details and Manage Products (the console's products
 * index for this shop, issue 24) open the console (another app, so a full page load); Delete Shop asks first, then
 * refreshes the user's details (their shop list changed) and goes to /shop.
 */
export function ShopOwnerActions({ shop }: { shop: Pick<Business, 'id' | 'name'> }) {
  const { t } = useTranslation('shop');
  const { tm, errorMessage } = useMessageTranslation();
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const remove = async () => {
    await sdk.business.delete(shop.id);
    queryClient.removeQueries({ queryKey: ['business', shop.id] });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['users', 'me'] }),
      queryClient.invalidateQueries({ queryKey: ['business'] }),
      queryClient.invalidateQueries({ queryKey: ['products'] }),
    ]);
    navigate('/shop');
  };

  return (
    <Actions role="group" aria-label={t('owner.label')}>
      <ActionLink
        href={`/product-upload/${shop.id}`}
        onClick={() => localStorage.setItem(SHOP_ID_STORAGE_KEY, String(shop.id))}
      >
        {t('owner.uploadProduct')}
      </ActionLink>
      <ActionLink $variant="secondary" href={`/shop-edit/${shop.id}`}>
        {t('owner.editShop')}
      </ActionLink>
      <ActionLink $variant="secondary" href={`/products?shop=${shop.id}`}>
        {t('owner.manageProducts')}
      </ActionLink>
      <Button variant="danger" onPress={() => setConfirming(true)}>
        {t('owner.deleteShop')}
      </Button>
      <ConfirmDialog
        kind="shop"
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={remove}
        // The server's reason when it gave one; otherwise the §8 text.
        errorMessage={(error) =>
          error instanceof Error && error.message !== 'Failed to delete business'
            ? errorMessage(error)
            : tm('Failed to delete shop. Please try again.')
        }
      />
    </Actions>
  );
}
