import { PAGE_MAX_LIMIT, type TErrorBody } from '@app/shared';

/** The one error the web app's API calls throw: the server's `{ error }` text, or a network failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const NETWORK_ERROR_CODE = 'NETWORK';

type RequestOptions = {
  method?: string;
  body?: unknown;
  /** A file sent as the body itself, with its own Content-Type (photo uploads). */
  file?: Blob;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** How a request reaches the API: the browser's fetch, or the server's own router when it renders. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server's renderer answers the page's reads in process (apps/web/src/entry-server.tsx). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function request(path: string, opts: RequestOptions = {}): Promise<Response> {
  let res: Response;
  try {
    res = await transport(`/api${path}`, {
      method: opts.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(opts.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(opts.file ? { 'Content-Type': opts.file.type } : {}),
        ...opts.headers,
      },
      body: opts.file ?? (opts.body !== undefined ? JSON.stringify(opts.body) : null),
      signal: opts.signal ?? null,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, NETWORK_ERROR_CODE, 'Server connection failed');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as Partial<TErrorBody> | null;
    throw new ApiError(res.status, body?.code ?? String(res.status), body?.error ?? res.statusText);
  }
  return res;
}

export const api = {
  async get<T>(path: string, signal?: AbortSignal): Promise<T> {
    const res = await request(path, signal ? { signal } : {});
    return (await res.json()) as T;
  },
  /** A paged list: the spec's array plus the X-Total-Count header. */
  async getPage<T>(path: string, signal?: AbortSignal): Promise<{ items: T[]; total: number }> {
    const res = await request(path, signal ? { signal } : {});
    const items = (await res.json()) as T[];
    return { items, total: Number(res.headers.get('X-Total-Count') ?? items.length) };
  },
  /**
   * Every row of a paged list, page after page (`path` without page or limit): for screens that
   * must show all of something, never silently the first page only.
   */
  async getAll<T>(path: string, signal?: AbortSignal, pageSize = PAGE_MAX_LIMIT): Promise<T[]> {
    const all: T[] = [];
    const join = path.includes('?') ? '&' : '?';
    for (let page = 1; ; page += 1) {
      const { items, total } = await this.getPage<T>(`${path}${join}page=${page}&limit=${pageSize}`, signal);
      all.push(...items);
      if (items.length < pageSize || all.length >= total) return all;
    }
  },
  /** POSTs a file as the request body (the server reads its Content-Type); answers the JSON reply. */
  async upload<T>(path: string, file: Blob): Promise<T> {
    const res = await request(path, { method: 'POST', file });
    return (await res.json()) as T;
  },
  /** A file the server makes (a CSV export): saved under `fileName` by the browser. */
  async download(path: string, fileName: string): Promise<void> {
    const res = await request(path, { headers: { Accept: 'text/csv, application/json' } });
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked on the next tick: the click has handed the blob to the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },
  /** A call whose answer is text (the spec's POST /add-user). */
  async sendText(method: 'POST' | 'PUT', path: string, body?: unknown): Promise<string> {
    const res = await request(path, { method, body, headers: { Accept: 'text/plain, application/json' } });
    return res.text();
  },
  async send<T>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T> {
    const res = await request(path, { method, body, ...(headers ? { headers } : {}) });
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  },
};
