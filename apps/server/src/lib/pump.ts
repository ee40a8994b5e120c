/**
 * Runs `work` in the background when woken, never twice at once: a wake-up while it runs makes it
 * run once more after (so nothing woken for is missed), and many wake-ups meanwhile make one run.
 * A failure goes to `onError`; the next wake-up tries again. `idle()` waits for the run in progress.
 */
export class Pump {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  /** Runs started so far: a caller sees whether one started while it looked (Notifications.drain). */
  runs = 0;

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly onError: (err: unknown) => void,
  ) {}

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.runs += 1;
    this.running = this.work()
      .then(() => undefined)
      .catch(this.onError)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  get busy(): boolean {
    return this.running !== null;
  }

  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** No run after this one; waits for it. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }
}
