/**
 * The two machines the browser benchmark imitates: this one as it is, and a mid-range phone — the CPU
 * slowed four times and the network shaped like Chrome DevTools' "Fast 4G" preset (9 Mbit/s down,
 * 1.5 Mbit/s up, 165 ms round trips; DevTools applies the same 0.9 factor to the bandwidths).
 */
import type { CDPSession, Page } from 'playwright-core';

export interface Network {
  readonly downloadBytesPerSecond: number;
  readonly uploadBytesPerSecond: number;
  readonly latencyMs: number;
}

export interface Profile {
  readonly name: string;
  readonly cpuSlowdown: number;
  readonly network: Network | null;
}

const FAST_4G: Network = {
  downloadBytesPerSecond: (9_000_000 / 8) * 0.9,
  uploadBytesPerSecond: (1_500_000 / 8) * 0.9,
  latencyMs: 60 * 2.75,
};

export const PROFILES: readonly Profile[] = [
  { name: 'this machine', cpuSlowdown: 1, network: null },
  { name: 'mid-range phone (CPU ×4, Fast 4G)', cpuSlowdown: 4, network: FAST_4G },
];

/** The phone held upright: the app's main target, and the viewport every figure is measured at. */
export const VIEWPORT = { width: 390, height: 844 } as const;

/** Applies `profile` to `page` before it navigates; the session stays open with the page. */
export async function applyProfile(page: Page, profile: Profile): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  if (profile.cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  if (profile.network !== null) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.latencyMs,
      downloadThroughput: profile.network.downloadBytesPerSecond,
      uploadThroughput: profile.network.uploadBytesPerSecond,
    });
  }
  return cdp;
}
