export { Money, type MoneyProps, type MoneySize, type MoneyTone, moneySizes, moneyTones } from './Money';
