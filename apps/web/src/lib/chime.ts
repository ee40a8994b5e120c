/**
 * A short two-note chime made on the spot (no sound file to download), through one AudioContext
 * for the whole tab: a browser allows only a few, and each one holds an audio thread until closed.
 */
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctx =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  context = Ctx ? new Ctx() : null;
  return context;
}

export function playChime(notes: readonly number[] = [880, 1175]): void {
  try {
    const ctx = audioContext();
    if (!ctx) return;
    // Suspended until the page had a tap (autoplay policy); resuming is allowed after one.
    if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
    notes.forEach((freq, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.2, ctx.currentTime + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + i * 0.18 + 0.3);
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + i * 0.18);
      osc.stop(ctx.currentTime + i * 0.18 + 0.3);
    });
  } catch {
    // A browser that refuses sound before a tap still shows the order and the notification.
  }
}
