import { useLocation, useNavigate } from 'react-router-dom';
import { keepScrollState } from '../../components/keepScroll';
import { searchWithLanguage, type Language } from '../../i18n/languages';

/**
 * After a switch, an address that names its language (`?lang=ru`, how search engines and shared links open a page
 * in one language) would reopen the page in the old one on a reload: it names the new one instead. The same page and
 * its other parameters, replacing the history entry (a switch is no move to another page), the scroll kept.
 *
 * Through the router rather than history.replaceState alone: the router keeps its own location, and a page that
 * later changes its parameters (a category's filters) would write the old language back from it.
 */
export function useFollowAddressLanguage(): (language: Language) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return (language) => {
    const search = searchWithLanguage(location.search, language);
    if (search === null) return;
    const state: unknown = location.state;
    navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, state: typeof state === 'object' && state !== null ? { ...state, ...keepScrollState } : keepScrollState },
    );
  };
}
