/**
 * Why a saved game (a stored record or a file) would not open, in the player's language: the engine
 * says it with a code, and keeps its English (with the field at fault) for the command line and the
 * record kept aside.
 */
import type { SaveError, SaveErrorCode } from '../../engine';
import { t, type MessageKey } from '../../i18n';

const REASON_KEYS: { readonly [K in SaveErrorCode]: MessageKey } = {
  'not-json': 'storage.saveError.notJson',
  'too-large': 'storage.saveError.tooLarge',
  'not-a-save': 'storage.saveError.notASave',
  'newer-version': 'storage.saveError.newerVersion',
  'bad-field': 'storage.saveError.badField',
  'forbidden-key': 'storage.saveError.forbiddenKey',
  'illegal-move': 'storage.saveError.illegalMove',
};

/** "one of its values is not valid": a clause, for a sentence that says what could not be opened. */
export function saveErrorReason(error: SaveError): string {
  return t(REASON_KEYS[error.code]);
}
