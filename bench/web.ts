/**
 * `npm run bench:web`: Lighthouse 12 on the built landing page, served by the real server, plus
 * the gzipped size of the JavaScript that page loads. Exits non-zero when a target is missed.
 */
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { startServer } from '../e2e/support/server';

const TARGETS = { performance: 95, accessibility: 95, landingJsGzipKb: 120 };

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function gzippedSize(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

const server = await startServer({ LOG_LEVEL: 'error' });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless', ...CHROMIUM_ARGS],
});

try {
  const result = await lighthouse(`${server.url}/`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

  const requests =
    (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] }).items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const sizes = await Promise.all(scripts.map((script) => gzippedSize(script.url)));
  const landingJsGzipKb = sizes.reduce((sum, size) => sum + size, 0) / 1024;
  const transferredKb = scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0) / 1024;

  const figures = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    firstContentfulPaintMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    largestContentfulPaintMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    totalBlockingTimeMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cumulativeLayoutShift: Number(
      (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    ),
    scriptFiles: scripts.length,
    landingJsGzipKb: Number(landingJsGzipKb.toFixed(1)),
    landingJsTransferredKb: Number(transferredKb.toFixed(1)),
    lighthouse: lhr.lighthouseVersion,
    formFactor: lhr.configSettings.formFactor,
  };
  console.log(JSON.stringify(figures, null, 2));

  const misses = [
    figures.performance < TARGETS.performance &&
      `performance ${figures.performance} < ${TARGETS.performance}`,
    figures.accessibility < TARGETS.accessibility &&
      `accessibility ${figures.accessibility} < ${TARGETS.accessibility}`,
    figures.landingJsGzipKb > TARGETS.landingJsGzipKb &&
      `landing JS ${figures.landingJsGzipKb} KB > ${TARGETS.landingJsGzipKb} KB gzipped`,
  ].filter(Boolean);
  if (misses.length > 0) {
    console.error(`Targets missed: ${misses.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('All web targets met.');
  }
} finally {
  chrome.kill();
  await server.stop();
}
