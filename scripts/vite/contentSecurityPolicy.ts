/** The built app's Content-Security-Policy: in index.html as a <meta>, and in the host headers file. */
import type { Plugin } from 'vite';

/**
 * The Content-Security-Policy of the built app: scripts, workers, styles, fonts, data and the manifest
 * come from the app's own origin only, with no eval and no inline script or style, so that injected
 * markup can neither run code nor send anything elsewhere (test/e2e/csp.test.ts plays a whole game
 * under it and checks that no request leaves the origin). It goes into the built index.html as a
 * <meta>, so any static host enforces it; `npm run dev` goes without it, since Vite's dev server
 * injects inline scripts for hot reload. A <meta> cannot carry `frame-ancestors` (nor report-uri or
 * sandbox): the same policy goes, with `frame-ancestors 'none'`, into the host headers file that
 * hostHeaders() below writes.
 * The service worker and the solver's worker get no policy from this <meta> (a worker's policy comes
 * from its own response headers), but only 'self' may start them, and their fetches are checked too.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "connect-src 'self'",
  // Phaser loads data: PNGs through <img> at boot and offers no way around them: its three built-in
  // textures (__DEFAULT, __MISSING, __WHITE) and its canvas blend-mode check. Refused, the table never
  // starts (WebGL finds no texture). The card art is drawn on canvases; the court figures it draws
  // are <img>s of the app's own hashed SVG files ('self'), so blob: is not needed.
  "img-src 'self' data:",
  // Howler fetches the sound sprite (connect-src) and decodes it with Web Audio; its HTML5 Audio
  // fallback plays the same file from 'self'. That fallback's unload points each <audio> at a silent
  // data: WAV to stop a download; the app unloads only when the table goes away, where a refusal
  // costs nothing, so data: is not granted here.
  "media-src 'self'",
  "style-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "manifest-src 'self'",
].join('; ');

/**
 * Puts CONTENT_SECURITY_POLICY in the built index.html right after <meta charset> (which lints expect
 * first), before any script, style or link, since a <meta> policy only governs what follows it.
 */
export function contentSecurityPolicy(): Plugin {
  const charset = '<meta charset="utf-8" />';
  return {
    name: 'klondike:content-security-policy',
    apply: 'build',
    transformIndexHtml(html) {
      if (!html.includes(charset)) throw new Error(`index.html lacks ${charset}, after which the CSP goes`);
      return html.replace(charset, `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`);
    },
  };
}

/**
 * `_headers` in the build (Netlify's and Cloudflare Pages' format; other hosts: README, Deploying):
 * the policy above as a real header, with what a <meta> cannot say (`frame-ancestors 'none'`: no
 * other site may frame the game); `no-cache` for the files that name the others (index.html, sw.js,
 * the manifest), so that a new version is seen at once; a year, immutable, for the hashed assets.
 * Its paths carry the base. Written from the same constant, it cannot drift from the <meta>; it has
 * no extension, so the service worker's precache (see `globPatterns`) leaves it out.
 */
export function hostHeaders(): Plugin {
  let base = '/';
  const rule = (path: string, ...headers: string[]): string => [path, ...headers.map((h) => `  ${h}`)].join('\n');
  return {
    name: 'klondike:host-headers',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      const noCache = 'Cache-Control: no-cache';
      const source = `${[
        rule(
          `${base}*`,
          `Content-Security-Policy: ${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
          'X-Content-Type-Options: nosniff',
          'Referrer-Policy: strict-origin-when-cross-origin',
        ),
        rule(base, noCache),
        rule(`${base}index.html`, noCache),
        rule(`${base}sw.js`, noCache),
        rule(`${base}manifest.webmanifest`, noCache),
        rule(`${base}assets/*`, 'Cache-Control: public, max-age=31536000, immutable'),
      ].join('\n')}\n`;
      this.emitFile({ type: 'asset', fileName: '_headers', source });
    },
  };
}
