/**
 * A browser's EventSource, enough of it for lib/order-stream.ts, over fetch (jsdom and Node 20 have
 * none): CONNECTING, then OPEN on a 200 event stream and its `event:`/`data:` messages; a refusal
 * (any other status) is CLOSED with an error, as browsers give up on those; a dropped stream is an
 * error while CONNECTING and a reconnect, as browsers do. `drop()` cuts the connection like a network.
 */
type Send = (url: string, init?: RequestInit) => Promise<Response>;
type Listener = (ev: MessageEvent<string>) => void;

export class FetchEventSource {
  static opened: FetchEventSource[] = [];
  readyState = 0;
  onopen: ((this: never, ev: Event) => unknown) | null = null;
  onerror: ((this: never, ev: Event) => unknown) | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  private controller = new AbortController();

  constructor(
    readonly url: string,
    private readonly send: Send,
  ) {
    FetchEventSource.opened.push(this);
    void this.connect();
  }

  addEventListener(type: string, listener: Listener) {
    const set = this.listeners.get(type) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(type, set);
  }

  close() {
    this.readyState = 2;
    this.controller.abort();
  }

  drop() {
    this.controller.abort();
  }

  private fire(kind: 'onopen' | 'onerror') {
    const handler = this[kind] as ((ev: Event) => unknown) | null;
    handler?.(new Event(kind.slice(2)));
  }

  private async connect(): Promise<void> {
    this.controller = new AbortController();
    let res: Response;
    try {
      res = await this.send(this.url, {
        headers: { accept: 'text/event-stream' },
        signal: this.controller.signal,
      });
    } catch {
      return this.lost();
    }
    if (this.readyState === 2) return;
    if (res.status !== 200 || !res.body) {
      this.readyState = 2;
      this.fire('onerror');
      return;
    }
    this.readyState = 1;
    this.fire('onopen');
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          this.dispatch(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted or cut: lost below
    }
    return this.lost();
  }

  private lost() {
    if (this.readyState === 2) return;
    this.readyState = 0;
    this.fire('onerror');
    setTimeout(() => void this.connect(), 50);
  }

  private dispatch(block: string) {
    let type = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) type = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length === 0) return;
    const ev = new MessageEvent<string>(type, { data: data.join('\n') });
    for (const listener of this.listeners.get(type) ?? []) listener(ev);
  }
}
