export { ShopContact, type ShopContactProps } from './ShopContact';
