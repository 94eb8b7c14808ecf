/**
 * The content security policy's text, as the build writes it into index.html and the host headers
 * file: every fetch from the app's own origin, no eval, no inline script or style, no plug-ins, no
 * <base> and no form posts; the <meta> goes right after <meta charset> (a <meta> policy governs only
 * what follows it), and the headers file carries the same policy with `frame-ancestors 'none'`.
 * (test/e2e/csp.test.ts plays a game under it in a real browser.)
 */
import { describe, expect, test } from 'vitest';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy, hostHeaders } from '../../scripts/vite/contentSecurityPolicy';

/** The policy's directives by name, each with its sources; a directive named twice throws. */
function directives(policy: string): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name === undefined || name === '') continue;
    if (byName.has(name)) throw new Error(`${name} twice (the browser reads only the first)`);
    byName.set(name, sources);
  }
  return byName;
}

describe('the content security policy', () => {
  test("fetches only from the app's own origin (images also from data:, for Phaser's built-in textures)", () => {
    const policy = directives(CONTENT_SECURITY_POLICY);
    for (const name of ['default-src', 'script-src', 'worker-src', 'connect-src', 'media-src', 'style-src', 'font-src', 'manifest-src'])
      expect(policy.get(name), name).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
  });

  test('no eval, no inline code, no plug-ins, no <base>, no form posts', () => {
    const policy = directives(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-|\*|https?:|blob:/);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
    // A <meta> cannot carry frame-ancestors (the browser ignores it there and warns).
    expect(policy.has('frame-ancestors')).toBe(false);
  });

  test('goes into index.html right after <meta charset>, and refuses a page without one', () => {
    const plugin = contentSecurityPolicy();
    const transform = plugin.transformIndexHtml as (html: string) => string;
    const html = '<head>\n    <meta charset="utf-8" />\n    <script type="module" src="/src/main.ts"></script>\n</head>';
    const built = transform(html);
    const meta = built.indexOf('http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(built.indexOf('<meta charset'));
    expect(meta).toBeLessThan(built.indexOf('<script'));
    expect(built).toContain(`content="${CONTENT_SECURITY_POLICY}"`);
    expect(() => transform('<head><script></script></head>')).toThrow(/meta charset/);
  });

  test("the host headers file carries the same policy with frame-ancestors 'none', under the base", () => {
    const plugin = hostHeaders();
    const emitted: { fileName: string; source: string }[] = [];
    (plugin.configResolved as (config: { base: string }) => void)({ base: '/klondike/' });
    (plugin.generateBundle as unknown as (this: { emitFile: (file: { fileName: string; source: string }) => void }) => void).call({
      emitFile: (file) => emitted.push(file),
    });
    expect(emitted.map((f) => f.fileName)).toEqual(['_headers']);
    const headers = emitted[0]!.source;
    expect(headers).toContain(`/klondike/*\n  Content-Security-Policy: ${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'\n`);
    expect(headers).toContain('/klondike/sw.js\n  Cache-Control: no-cache');
    expect(headers).toContain('/klondike/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });
});
