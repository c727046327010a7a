// Rows of the final table (figure | measured | reference (same run) | ratio | target | met?) and number formatting.

/** met: true / false, or null for an informative row. */
export const row = (figure, measured, reference = '-', ratio = '-', target = '-', met = null) => ({ figure, measured, reference, ratio, target, met });

export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const rps = (value) => `${Math.round(value).toLocaleString('en')} req/s`;
export const ms = (value) =>
  value === Infinity ? 'timeout' : Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en')} ms` : 'n/a';
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const times = (ratio) => (Number.isFinite(ratio) ? `${ratio.toFixed(ratio < 0.095 ? 3 : 2)}x` : 'n/a');
export const count = (n) => n.toLocaleString('en');

export function formatTable(rows) {
  const cells = rows.map((r) => [r.figure, r.measured, r.reference, r.ratio, r.target, r.met === null ? 'info' : r.met ? 'yes' : '**no**']);
  const lines = [['figure', 'measured', 'reference (same run)', 'ratio', 'target', 'met?'], ...cells].map(
    (c) => `| ${c.map((x) => String(x).replaceAll('|', '\\|')).join(' | ')} |`,
  );
  lines.splice(1, 0, '|---|---|---|---|---|---|');
  return lines.join('\n');
}
