/**
 * RULES (Klondike 2.3's screen, widened to every option of the rules record): pick a preset, or set
 * each option; the dialog says which preset the choice matches and refuses combinations the engine
 * cannot play, in the engine's words. Apply starts a new game with those rules (the caller confirms).
 */
import {
  BUILD_RULES,
  DRAW_COUNTS,
  EMPTY_COLUMN_RULES,
  PRESETS,
  rulesEqual,
  SCORING_IDS,
  STACK_MOVES,
  TURN_MODES,
  UNDO_MODES,
  type BuildRule,
  type EmptyColumnRule,
  type Rules,
  type StackMoves,
  type TurnMode,
  type UndoMode,
} from '../../engine';
import { formatNumber, t, type MessageKey } from '../../i18n';
import { actionButton, createDialog, doneOnRightButton } from './dialogShell';
import { el } from '../dom';
import { radioGroup, selectField, type Choice, type Control } from './formControls';
import { presetName, scoringName } from '../../i18n/ruleNames';
import { presetColumnTitles, presetRows } from './presetTable';
import { matchingPreset, parseRulesDraft, withDraw } from './rulesModel';

type Draft = { -readonly [K in keyof Rules]: Rules[K] };
type PassChoice = 1 | 2 | 3 | 'unlimited' | 'other';

const CUSTOM = 'custom';
/** Each option value's words, looked up when the dialog opens (the language can change between openings). */
const WORD_KEYS: { readonly [K in StackMoves | BuildRule | EmptyColumnRule | TurnMode | UndoMode]: MessageKey } = {
  strict: 'rules.moves.strict',
  relaxed: 'rules.moves.relaxed',
  alternate: 'rules.build.alternate',
  'any-suit': 'rules.build.anySuit',
  king: 'rules.empty.king',
  any: 'rules.empty.any',
  auto: 'rules.turn.auto',
  manual: 'rules.turn.manual',
  unlimited: 'rules.undo.unlimited',
  single: 'rules.undo.single',
};
const words = <T extends keyof typeof WORD_KEYS>(list: readonly T[]): Choice<T>[] => list.map((value) => ({ value, label: t(WORD_KEYS[value]) }));

function passChoiceOf(passes: number | null): PassChoice {
  if (passes === null) return 'unlimited';
  return passes === 1 || passes === 2 || passes === 3 ? passes : 'other';
}

export interface RulesDialogOptions {
  readonly current: Rules;
  readonly host?: HTMLElement;
  /** Called with checked rules; resolves true when the new game started (the dialog then closes). */
  readonly apply: (rules: Rules) => Promise<boolean>;
}

/**
 * What each preset plays like, folded away so the options stay in sight: a table on a wide screen, and
 * on a phone a card a preset, its name then its rules as label: value lines (nine columns do not fit
 * 390 px); rules.css shows one or the other.
 */
function presetDescriptions(): HTMLElement {
  const rows = presetRows();
  const row = (cells: readonly string[], tag: 'th' | 'td'): HTMLElement => el('tr', {}, ...cells.map((cell) => el(tag, {}, cell)));
  const titles = presetColumnTitles();
  const labels = titles.slice(1);
  const card = ([name, ...values]: readonly string[]): HTMLElement =>
    el(
      'li',
      { class: 'preset-card' },
      el('h3', {}, name),
      el('dl', {}, ...labels.flatMap((label, index) => [el('dt', {}, label), el('dd', {}, values[index])])),
    );
  return el(
    'details',
    { class: 'preset-table', 'data-testid': 'rules-presets' },
    el('summary', {}, t('rules.presets.summary')),
    el('div', { class: 'preset-table-scroll' }, el('table', {}, el('thead', {}, row(titles, 'th')), el('tbody', {}, ...rows.map((cells) => row(cells, 'td'))))),
    el('ul', { class: 'preset-cards', 'data-testid': 'rules-preset-cards' }, ...rows.map(card)),
  );
}

export function openRulesDialog(options: RulesDialogOptions): void {
  const shell = createDialog({
    testid: 'dialog-rules',
    title: t('rules.title'),
    className: 'wide',
    ...(options.host === undefined ? {} : { host: options.host }),
  });
  const draft: Draft = { ...options.current };
  let otherPasses = options.current.passes !== null && options.current.passes > 3 ? options.current.passes : 4;
  const controls: (() => void)[] = [];

  const status = el('p', { class: 'rules-status', 'aria-live': 'polite', 'data-testid': 'rules-match' });
  const problem = el('p', { class: 'rules-problem', role: 'alert', 'data-testid': 'rules-problem' });
  const apply = actionButton(t('rules.apply'), 'rules-apply', () => void onApply(), true);

  const presetChoices: Choice<string>[] = [...PRESETS.map((p) => ({ value: p.id, label: presetName(p) })), { value: CUSTOM, label: t('rules.preset.custom') }];
  const preset = selectField(t('rules.preset.label'), presetChoices, matchingPreset(draft)?.id ?? CUSTOM, (id) => choosePreset(id), 'rules-preset');
  function choosePreset(id: string): void {
    const chosen = PRESETS.find((p) => p.id === id);
    if (chosen === undefined) return;
    Object.assign(draft, chosen.rules);
    if (chosen.rules.passes !== null && chosen.rules.passes > 3) otherPasses = chosen.rules.passes;
    for (const refresh of controls) refresh();
    refreshStatus();
  }

  /** A control bound to one field of the draft: it writes the draft and re-reads it after a preset. */
  function bind<K extends keyof Rules>(key: K, make: (set: (value: Rules[K]) => void) => Control<Rules[K]>): HTMLElement {
    const control = make((value) => {
      draft[key] = value;
      refreshStatus();
    });
    controls.push(() => control.set(draft[key]));
    return control.element;
  }

  const otherInput = el('input', {
    type: 'number',
    inputmode: 'numeric',
    min: 1,
    max: 999,
    step: 1,
    value: otherPasses,
    'aria-label': t('rules.passes.number'),
    class: 'passes-number',
    'data-testid': 'rules-passes-number',
  });
  let passChoice = passChoiceOf(draft.passes);
  /** The number box belongs to "Other": shown only while it is chosen, never beside ∞ or 1. */
  const showNumber = (): void => {
    otherInput.hidden = passChoice !== 'other';
  };
  const passes = radioGroup<PassChoice>(
    t('rules.passes.label'),
    [
      { value: 1, label: formatNumber(1) },
      { value: 2, label: formatNumber(2) },
      { value: 3, label: formatNumber(3) },
      { value: 'unlimited', label: '∞' },
      { value: 'other', label: t('rules.passes.other') },
    ],
    passChoice,
    (choice) => {
      passChoice = choice;
      showNumber();
      draft.passes = choice === 'unlimited' ? null : choice === 'other' ? otherPasses : choice;
      refreshStatus();
    },
    'rules-passes',
  );
  showNumber();
  otherInput.addEventListener('input', () => {
    // The box shows under "Other" only; an empty or broken field is refused by the engine's check.
    otherPasses = otherInput.value === '' ? Number.NaN : Number(otherInput.value);
    draft.passes = otherPasses;
    passes.set('other');
    refreshStatus();
  });
  controls.push(() => {
    passChoice = passChoiceOf(draft.passes);
    passes.set(passChoice);
    showNumber();
    if (draft.passes !== null && draft.passes > 3) otherInput.value = String(draft.passes);
  });

  const yesNo: Choice<boolean>[] = [
    { value: true, label: t('rules.yes') },
    { value: false, label: t('rules.no') },
  ];
  /** Another draw under a preset with a family (Windows) takes that family's rules for the draw. */
  const chooseDraw =
    (set: (value: Rules['draw']) => void) =>
    (draw: Rules['draw']): void => {
      const next = withDraw(draft, draw);
      if (rulesEqual(next, { ...draft, draw })) {
        set(draw);
        return;
      }
      Object.assign(draft, next);
      for (const refresh of controls) refresh();
      refreshStatus();
    };
  shell.body.append(
    preset.element,
    presetDescriptions(),
    bind('draw', (set) =>
      radioGroup(
        t('rules.draw.label'),
        DRAW_COUNTS.map((n) => ({ value: n, label: formatNumber(n) })),
        draft.draw,
        chooseDraw(set),
        'rules-draw',
      ),
    ),
    el('div', { class: 'passes-row' }, passes.element, otherInput),
    bind('moves', (set) => radioGroup(t('rules.moves.label'), words(STACK_MOVES), draft.moves, set, 'rules-moves')),
    bind('build', (set) => radioGroup(t('rules.build.label'), words(BUILD_RULES), draft.build, set, 'rules-build')),
    bind('empty', (set) => radioGroup(t('rules.empty.label'), words(EMPTY_COLUMN_RULES), draft.empty, set, 'rules-empty')),
    bind('fromFoundation', (set) => radioGroup(t('rules.fromFoundation.label'), yesNo, draft.fromFoundation, set, 'rules-from-foundation')),
    bind('turn', (set) => radioGroup(t('rules.turn.label'), words(TURN_MODES), draft.turn, set, 'rules-turn')),
    bind('undo', (set) => radioGroup(t('rules.undo.label'), words(UNDO_MODES), draft.undo, set, 'rules-undo')),
    bind('scoring', (set) =>
      selectField(
        t('rules.scoring.label'),
        SCORING_IDS.map((id) => ({ value: id, label: scoringName(id) })),
        draft.scoring,
        set,
        'rules-scoring',
      ),
    ),
    bind('openingTurn', (set) => radioGroup(t('rules.openingTurn.label'), yesNo, draft.openingTurn, set, 'rules-opening-turn')),
  );
  // In the footer, so that the verdict stays in sight however far the options are scrolled.
  shell.footer.append(
    status,
    problem,
    actionButton(t('rules.cancel'), 'rules-cancel', () => shell.close('cancel')),
    apply,
  );

  function refreshStatus(): void {
    const checked = parseRulesDraft(draft);
    const match = checked.ok ? matchingPreset(checked.value) : undefined;
    preset.set(match?.id ?? CUSTOM);
    const unchanged = checked.ok && rulesEqual(checked.value, options.current);
    status.hidden = !checked.ok;
    status.textContent = unchanged
      ? match === undefined
        ? t('rules.status.current')
        : t('rules.status.currentPreset', { preset: presetName(match) })
      : match === undefined
        ? t('rules.status.custom')
        : t('rules.status.matches', { preset: presetName(match) });
    problem.textContent = checked.ok ? '' : checked.error;
    apply.disabled = !checked.ok || unchanged;
  }

  async function onApply(): Promise<void> {
    const checked = parseRulesDraft(draft);
    if (!checked.ok) return;
    if (await options.apply(checked.value)) shell.close('apply');
  }

  /** Klondike 2.3's "press [Enter] when done" and its right mouse button: apply a change, else close. */
  const done = (): void => {
    if (apply.disabled) shell.close('done');
    else void onApply();
  };
  // The screen's two questions by keys: the variation, then (after its Enter) the movement rule.
  let keyStep: RulesKeyStep = 'variation';
  const movesPrompt = el('p', { class: 'rules-status', 'aria-live': 'polite', 'data-testid': 'rules-key-step', hidden: true }, t('rules.keyStep'));
  const setKeyStep = (step: RulesKeyStep): void => {
    keyStep = step;
    movesPrompt.hidden = step !== 'moves';
  };
  shell.footer.prepend(movesPrompt);
  shell.dialog.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || !(event.target instanceof HTMLElement)) return;
    // Typing in a field, or Enter on a button, is the control's own (the preset list, focused first, has
    // no option that a digit, S or R would pick by its first letter).
    if (event.target.closest('input[type="number"], input[type="text"], textarea') !== null) return;
    if (event.key === 'Enter' && event.target.closest('button, summary') !== null) return;
    const action = rulesKeyAction(event.key, draft.moves, keyStep);
    if (action === null) return;
    event.preventDefault();
    if (action.kind === 'done') done();
    else if (action.kind === 'next') {
      setKeyStep('moves');
      // "The currently selected [rule] is highlighted": the movement rule's choice takes the focus.
      shell.body.querySelector<HTMLInputElement>('[data-testid="rules-moves"] input:checked')?.focus();
    } else if (action.kind === 'preset') {
      choosePreset(action.id);
      setKeyStep('variation');
    } else {
      draft.moves = action.moves;
      for (const refresh of controls) refresh();
      refreshStatus();
      setKeyStep('moves');
    }
  });
  doneOnRightButton(shell, done);

  refreshStatus();
  shell.open();
}

/** Which of the RULES screen's questions Enter answers: the variation's, then the movement rule's. */
export type RulesKeyStep = 'variation' | 'moves';

export type RulesKeyAction =
  | { readonly kind: 'preset'; readonly id: string }
  | { readonly kind: 'moves'; readonly moves: Rules['moves'] }
  /** Enter after the variation: on to the movement rule (the dialog stays open). */
  | { readonly kind: 'next' }
  | { readonly kind: 'done' };

/**
 * Klondike 2.3's RULES by keys: "Choose the variation by typing the corresponding number [0–2, with
 * the movement rule in force]. Press [Enter] when done. … You can then choose either the strict or
 * relaxed movement rule. Press either S for strict or R for relaxed, and press [Enter] when done."
 * So `2`, Enter, `R`, Enter: the first Enter moves on to the movement rule and the second applies
 * (were the first to close the dialog, `R` would restart the game). S or R typed straight after the
 * number answers the second question at once.
 */
export function rulesKeyAction(key: string, moves: Rules['moves'], step: RulesKeyStep): RulesKeyAction | null {
  if (/^[0-2]$/.test(key)) return { kind: 'preset', id: `klondike23-var${key}-${moves}` };
  const upper = key.toUpperCase();
  if (upper === 'S') return { kind: 'moves', moves: 'strict' };
  if (upper === 'R') return { kind: 'moves', moves: 'relaxed' };
  if (key !== 'Enter') return null;
  return step === 'variation' ? { kind: 'next' } : { kind: 'done' };
}
