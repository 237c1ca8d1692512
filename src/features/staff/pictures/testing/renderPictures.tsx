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
