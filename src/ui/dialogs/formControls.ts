/**
 * Form controls shared by the Rules and Settings dialogs: a segmented radio group, an on/off switch and
 * a select, each labelled for screen readers and at least 44 px tall for fingers.
 */
import { el, uniqueId } from '../dom';

export interface Choice<T> {
  readonly value: T;
  readonly label: string;
  /** Optional decoration before the label (a card-back preview, a colour swatch). */
  readonly swatch?: string;
}

export interface Control<T> {
  readonly element: HTMLElement;
  set(value: T): void;
  /** The line of words under the control (what it does, what its choices mean), when it has one. */
  readonly note?: HTMLElement;
}

/**
 * A <fieldset> of radio buttons drawn as one row of segments; `note`, when given, is a line under the
 * legend that says more than the legend and the short choices can (it wraps; they stay one line each).
 */
export function radioGroup<T>(
  legend: string,
  choices: readonly Choice<T>[],
  current: T,
  onChange: (value: T) => void,
  testid?: string,
  note?: string,
): Control<T> {
  const name = uniqueId('radio');
  const inputs: { input: HTMLInputElement; value: T }[] = [];
  const row = el('div', { class: 'segments' });
  for (const [index, choice] of choices.entries()) {
    const input = el('input', { type: 'radio', name, value: String(index), 'data-value': String(choice.value) });
    input.checked = choice.value === current;
    input.addEventListener('change', () => {
      if (input.checked) onChange(choice.value);
    });
    inputs.push({ input, value: choice.value });
    const swatch = choice.swatch === undefined ? null : el('span', { class: `swatch ${choice.swatch}`, 'aria-hidden': 'true' });
    row.appendChild(el('label', { class: 'segment' }, input, swatch, el('span', {}, choice.label)));
  }
  const noteElement = note === undefined ? undefined : el('small', { class: 'field-note', id: uniqueId('note') }, note);
  const element = el(
    'fieldset',
    { class: 'field', 'data-testid': testid, 'aria-describedby': noteElement?.id },
    el('legend', {}, legend),
    noteElement ?? null,
    row,
  );
  return {
    element,
    set(value) {
      for (const entry of inputs) entry.input.checked = entry.value === value;
    },
    ...(noteElement === undefined ? {} : { note: noteElement }),
  };
}

/** A checkbox styled as a switch, its label on the left and the whole row tappable. */
export function toggle(label: string, current: boolean, onChange: (value: boolean) => void, testid?: string, note?: string): Control<boolean> {
  const input = el('input', { type: 'checkbox', role: 'switch', class: 'switch', 'data-testid': testid });
  input.checked = current;
  input.addEventListener('change', () => onChange(input.checked));
  const text = el('span', { class: 'toggle-text' }, label, note === undefined ? null : el('small', {}, note));
  return {
    element: el('label', { class: 'field toggle' }, text, input),
    set(value) {
      input.checked = value;
    },
  };
}

/**
 * A labelled <select> that shows its choice whole. A closed <select> shows one line and cuts the rest
 * ("Windows Klondike (draw 3, unlimited re" at 390 px), so the words the player sees are a face that
 * wraps, and the native <select> lies over it, transparent: a tap or click still opens the browser's
 * own list, and keys and screen readers meet the real control. The face is hidden from them.
 */
export function selectField<T>(label: string, choices: readonly Choice<T>[], current: T, onChange: (value: T) => void, testid?: string): Control<T> {
  const id = uniqueId('select');
  const select = el('select', { id, 'data-testid': testid });
  for (const choice of choices) {
    const option = el('option', { value: String(choice.value) }, choice.label);
    option.selected = choice.value === current;
    select.appendChild(option);
  }
  const face = el('span', { class: 'select-face', 'aria-hidden': 'true' });
  const showChoice = (): void => {
    face.textContent = choices[select.selectedIndex]?.label ?? '';
  };
  select.addEventListener('change', () => {
    showChoice();
    const choice = choices[select.selectedIndex];
    if (choice !== undefined) onChange(choice.value);
  });
  showChoice();
  return {
    element: el('div', { class: 'field' }, el('label', { for: id }, label), el('div', { class: 'select-box' }, face, select)),
    set(value) {
      const index = choices.findIndex((c) => c.value === value);
      select.selectedIndex = index;
      showChoice();
    },
  };
}
