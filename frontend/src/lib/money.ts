// Amounts of money in the page's language, in the currency the organisers set (conference settings): the ticket's
// (ticket_currency) or the sponsorship packages' (sponsorship_currency).
import { intlLocale } from './i18n/active-locale';

const formats = new Map<string, Intl.NumberFormat>();
function formatOf(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make()));
  return format;
}

/** '€6,500' in English, '6.500 €' in German: a whole amount with its currency's sign, as price lists show it. */
export function formatAmount(amount: number, currency: string): string {
  const locale = intlLocale();
  const cents = amount % 1 === 0 ? 0 : 2;
  return formatOf(
    `amount:${locale}:${currency}:${cents}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: cents, minimumFractionDigits: cents }),
  ).format(amount);
}

/** '299.99 USD'; '299,99 USD' in German. No grouping, as the spec writes the ticket's price. */
export function formatPrice(amount: number, currency: string): string {
  const locale = intlLocale();
  const number = formatOf(
    `price:${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }),
  ).format(amount);
  return `${number} ${currency}`;
}

/** 'euro', 'US dollars': a currency's name in running text ("Prices in euro"). */
export function currencyName(currency: string): string {
  const locale = intlLocale();
  const name = new Intl.DisplayNames(locale, { type: 'currency' }).of(currency) ?? currency;
  // English names currencies in lower case in running text ("in euro"); German keeps its nouns capitalised.
  return locale.startsWith('en') && currency === 'EUR' ? name.toLowerCase() : name;
}

/** '€', '$', 'CHF': the sign an amount field starts with. */
export function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat(intlLocale(), { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
