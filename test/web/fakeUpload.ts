/**
 * XMLHttpRequest as the shop's uploads use it (components/sendImage.ts, the staff's photoRequest.ts), for web tests:
 * each upload reports half its bytes, then is answered with `FakeUpload.answer(url, file)` on the next turn (or once
 * `FakeUpload.held` settles, to see an upload half-way). The file is the form's first one, whatever its field's name
 * (`image` for the staff's pictures and the avatar, `file` for return photos). Install with `installFakeUpload()` in a
 * beforeEach.
 */

type UploadAnswer = { status: number; body: unknown };

export class FakeUpload {
  static sent: FakeUpload[] = [];
  static answer: (url: string, file: File) => UploadAnswer = () => ({ status: 500, body: {} });
  static held: Promise<void> | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  form: FormData | null = null;
  file: File | null = null;
  status = 0;
  responseText = '';
  upload = new EventTarget();
  private events = new EventTarget();
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(form: FormData) {
    this.form = form;
    this.file = [...form.values()].find((value): value is File => value instanceof File) ?? null;
    FakeUpload.sent.push(this);
    setTimeout(async () => {
      this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: 1, total: 2 }));
      await FakeUpload.held;
      const { status, body } = FakeUpload.answer(this.url, this.file!);
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.events.dispatchEvent(new Event('load'));
    }, 0);
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
}

/** Puts FakeUpload in XMLHttpRequest's place until the returned function is called. */
export function installFakeUpload(): () => void {
  const real = globalThis.XMLHttpRequest;
  FakeUpload.sent = [];
  FakeUpload.held = null;
  globalThis.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
  return () => {
    globalThis.XMLHttpRequest = real;
  };
}
