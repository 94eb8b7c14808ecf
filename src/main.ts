/**
 * Composition root: URL → settings and rules → controller → DOM UI → Phaser table → automation hook.
 * The only module that wires the layers together.
 */
import './page.css';
import { installAutomationHook } from './app/automationHook';
import { SessionController } from './app/controller';
import { startupFromQuery } from './app/startup';
import { MAX_DEAL, type CardId, type PileId } from './engine';
import { createGame } from './game/createGame';
import type { Viewport } from './game/layout';
import { mountUi } from './ui/mountUi';

function element(id: string): HTMLElement {
  const el = document.getElementById(id);
  if (el === null) throw new Error(`index.html lacks #${id}`);
  return el;
}

/** A fresh deal number: the app may use randomness, the engine may not. */
const randomDeal = (): number => Math.floor(Math.random() * (MAX_DEAL + 1));

const startup = startupFromQuery(window.location.search);
const controller = new SessionController({
  rules: startup.rules,
  deal: startup.deal ?? randomDeal(),
  settings: startup.settings,
  now: () => performance.now(),
  randomDeal,
});

const ui = mountUi(element('ui'), controller);
if (startup.notice !== null) controller.events.emit('notice', { text: startup.notice });

const probe = document.createElement('div');
probe.id = 'safe-area-probe';
document.body.appendChild(probe);
/** The table's room: the window less the safe-area insets and the HUD bars. */
function viewport(): Viewport {
  const style = getComputedStyle(probe);
  const px = (value: string): number => Number.parseFloat(value) || 0;
  const hud = ui.insets();
  return {
    width: window.innerWidth,
    height: window.innerHeight,
    insets: {
      top: Math.max(px(style.paddingTop), hud.top),
      right: px(style.paddingRight),
      bottom: Math.max(px(style.paddingBottom), hud.bottom),
      left: px(style.paddingLeft),
    },
  };
}

const view = createGame(element('game'), controller, viewport, () => ui.isDialogOpen());
// The HUD's bars change height (the deck listing switched on, a wrap): the table makes room at once.
ui.onInsetsChange(() => view.table()?.resize());

// Command keys (undo, hint, new …) belong to the UI; the move keys to the table. A key pressed while a
// dialog is open belongs to the dialog.
window.addEventListener('keydown', (event) => {
  if (ui.isDialogOpen()) return;
  if (ui.handleKey(event)) event.preventDefault();
}, { capture: true });

document.addEventListener('visibilitychange', () => controller.setVisible(document.visibilityState === 'visible'));

installAutomationHook(window, {
  ready: () => new Promise<void>((resolve) => {
    // Idle means: the table scene runs, no card is moving and nothing is being dragged.
    const check = (): void => {
      const table = view.table();
      if (table !== null && table.idle) resolve();
      else requestAnimationFrame(check);
    };
    check();
  }),
  state: () => controller.snapshot(),
  rect: (id: CardId | PileId) => {
    const rect = view.table()?.rectOf(id) ?? null;
    if (rect === null) return null;
    const canvas = view.canvas.getBoundingClientRect();
    return { x: canvas.left + rect.x, y: canvas.top + rect.y, width: rect.width, height: rect.height };
  },
});
