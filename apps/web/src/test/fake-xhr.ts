import { afterEach, beforeEach, vi } from 'vitest';

/** A stand-in for the browser's XMLHttpRequest (uploads): the test drives progress and the answer. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, text = '') {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

/**
 * For a describe block whose uploads go through FakeXhr: a fresh list of sent requests before each test,
 * object URLs for the previews (happy-dom has none), the real XMLHttpRequest back after each.
 */
export function installFakeXhr() {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:preview';
    if (!URL.revokeObjectURL) URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => vi.unstubAllGlobals());
}
