import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductPhoto } from '../../../../../contract/photos';
import { signInStaff } from '../../testing/renderStaff';
import { AppProviders } from '../../../../app/providers';
import { makeStore } from '../../../../app/store';
import { createI18n } from '../../../../i18n/setup';
import type { Language } from '../../../../i18n/languages';

/** A picture component as the staff app shows it: the shop's providers, a signed-in staff member, `language`. */
export function renderPictures(ui: ReactNode, language: Language = 'uz') {
  signInStaff();
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <AppProviders store={makeStore()} i18n={createI18n(language)}>
      {ui}
    </AppProviders>,
  );
  return { ...view, user };
}

/** An uploaded photo as the server answers it. */
export function photo(id: number): ProductPhoto {
  const file = (width: number, format: string) => `/media/photos/${String(id).padStart(2, '0')}/${String(id).padStart(2, '0')}${width}.${format}`;
  return {
    id,
    url: file(800, 'webp'),
    width: 1200,
    height: 1600,
    srcset: { avif: `${file(400, 'avif')} 400w, ${file(800, 'avif')} 800w`, webp: `${file(400, 'webp')} 400w, ${file(800, 'webp')} 800w` },
  };
}

/** A file the staff member picks; its bytes do not matter, the server is mocked. */
export const pickedFile = (name: string, type = 'image/jpeg', bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });

type UploadAnswer = { status: number; body: unknown };

/**
 * XMLHttpRequest as the uploads use it (photoRequest.ts), answering each upload with `FakeUpload.answer(url, file)`
 * on the next turn after a half-way progress event (or once `FakeUpload.held` settles, to see an upload half-way).
 * Install with `installFakeUpload()` in a beforeEach.
 */
export class FakeUpload {
  static sent: FakeUpload[] = [];
  static answer: (url: string, file: File) => UploadAnswer = () => ({ status: 500, body: {} });
  static held: Promise<void> | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
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
  send(body: FormData) {
    const file = body.get('image');
    this.file = file instanceof File ? file : null;
    FakeUpload.sent.push(this);
    setTimeout(async () => {
      this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: 1, total: 2 }));
      await FakeUpload.held;
      const { status, body: answer } = FakeUpload.answer(this.url, this.file!);
      this.status = status;
      this.responseText = JSON.stringify(answer);
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
