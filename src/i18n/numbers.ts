/**
 * Numbers and money as the language shown writes them, through `Intl`: "1,234" or "1 234" or "1.234",
 * and Vegas's dollars, which stay dollars in every language ("−$52", "-52 $", "−52 US$").
 */
import { currentLanguage } from './catalogue';

/** U+2212: money owed reads "−$52", as it is printed, not with a hyphen. */
const MINUS = '\u2212';

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(currentLanguage()).format(value).replace('-', MINUS);
}

/** Whole dollars in the language's way of writing US dollars. */
export function formatMoney(amount: number): string {
  const money = new Intl.NumberFormat(currentLanguage(), {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  return money.format(amount).replace('-', MINUS);
}
