/**
 * A plain list in the language shown ("draw 3, 2 passes, Vegas scoring"; "梅花2、红桃9"): items joined
 * by the language's list separator, with no "and" (Intl.ListFormat's `unit` lists would do it, but in
 * Russian and Japanese they join with a bare space and in Chinese with nothing).
 */
import { t } from './catalogue';

export function formatList(items: readonly string[]): string {
  return items.join(t('app.listSeparator'));
}
