/**
 * The table's room: the window less the safe-area insets (a notch, the home indicator) and the HUD's
 * bars. CSS alone knows the insets (`env(safe-area-inset-*)`): an invisible probe element carries them
 * as padding (page.css, #safe-area-probe), read back here.
 */
import type { Viewport } from './layout';

type Insets = Viewport['insets'];

export function safeAreaViewport(hudInsets: () => Insets): () => Viewport {
  const probe = document.createElement('div');
  probe.id = 'safe-area-probe';
  document.body.appendChild(probe);
  const px = (value: string): number => Number.parseFloat(value) || 0;
  return () => {
    const style = getComputedStyle(probe);
    const hud = hudInsets();
    return {
      width: window.innerWidth,
      height: window.innerHeight,
      insets: {
        top: Math.max(px(style.paddingTop), hud.top),
        right: Math.max(px(style.paddingRight), hud.right),
        bottom: Math.max(px(style.paddingBottom), hud.bottom),
        left: Math.max(px(style.paddingLeft), hud.left),
      },
    };
  };
}
