import { texts as ru } from './all/ru';
import { texts as uz } from './all/uz';

/*
 * One file per area and language, so work on one area never touches another's texts. Each file is mounted
 * under its own key (t('account.login.title')); common.json holds the top-level keys. all/<language>.ts puts a
 * language's files together: the browser fetches it as one file (loadTexts.ts), tests and the server take both here.
 */
export { ru, uz };

export type Translation = typeof uz;
