/**
 * Times `work` `runs` times after one warm-up run and prints the median and p95 in milliseconds.
 * The in-process query benches (admin-*.ts) share it.
 */
export async function time(label: string, work: () => Promise<unknown>, runs = 30): Promise<void> {
  await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]?.toFixed(1);
  console.log(`${label.padEnd(52)} median ${at(0.5)} ms  p95 ${at(0.95)} ms`);
}
