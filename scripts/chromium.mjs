/**
 * Debian's Chromium, never a downloaded browser: this machine reaches no browser CDN.
 * The background-networking flags stop Chromium dialling Google at start-up on a closed network.
 * Plain JavaScript (types in chromium.d.mts) so the Node scripts import it as the configs do: the
 * one home of the launch flags.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--font-render-hinting=none',
];

export const chromiumLaunchOptions = { executablePath: chromiumExecutable, args: chromiumArgs };
