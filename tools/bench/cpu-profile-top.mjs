// @ts-check
/**
 * The largest self times of a V8 CPU profile (node --cpu-prof): `node tools/bench/cpu-profile-top.mjs <file> [n]`.
 * Samples are summed by function, file and line; each entry's share of the busy samples (not `(idle)`) is printed.
 * `window` (microseconds of the monotonic clock, process.hrtime's) keeps only the samples taken under load.
 */
import { readFileSync } from 'node:fs';

/**
 * @param {string} file
 * @param {number} [count]
 * @param {{ from: number; to: number }} [window]
 * @returns {{ name: string; share: number }[]}
 */
export function topSelfTimes(file, count = 15, window) {
  /** @type {{ nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]; samples: number[]; startTime: number; timeDeltas: number[] }} */
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  /** @type {Map<string, number>} */
  const totals = new Map();
  let busy = 0;
  let time = profile.startTime;
  for (const [index, id] of profile.samples.entries()) {
    time += profile.timeDeltas[index] ?? 0;
    if (window && (time < window.from || time > window.to)) continue;
    const frame = frames.get(id);
    if (!frame || frame.functionName === '(idle)') continue;
    busy += 1;
    const where = frame.url ? ` ${frame.url.replace(/^.*\/(node_modules|dist)\//, '$1/')}:${frame.lineNumber + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'}${where}`;
    totals.set(name, (totals.get(name) ?? 0) + 1);
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, samples]) => ({ name, share: samples / busy }));
}

if (process.argv[1] === import.meta.filename) {
  const [file, count] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpu-profile-top.mjs <file.cpuprofile> [count]');
  for (const { name, share } of topSelfTimes(file, Number(count ?? 15)))
    console.log(`${(share * 100).toFixed(1).padStart(5)}%  ${name}`);
}
