import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session';
import { useIsWideScreen } from '../../components/useIsWideScreen';
import { ProfileMenu } from './components/ProfileMenu';
import { ProfileSubPage } from './components/ProfileSubPage';
import { ProfileVisitor } from './components/ProfileVisitor';
import { ProfileWideLayout } from './components/ProfileWideLayout';
import { isProfileTab, type ProfileTab } from '../../components/profileTabs';

/**
 * /profile?tab=... and the sub-pages /my-profile, /my-orders, ...: the route gives `tab` for a sub-page,
 * otherwise the query parameter chooses it. Wide screens show the sidebar and the chosen tab (profile
 * information by default); phones show the list of sections at /profile and each section as its own page.
 */
export function ProfilePage({ tab }: { tab?: ProfileTab }) {
  const session = useSession();
  const wide = useIsWideScreen();
  const [params] = useSearchParams();
  const fromQuery = params.get('tab');
  const requested = tab ?? (isProfileTab(fromQuery) ? fromQuery : undefined);

  if (!session) return <ProfileVisitor />;
  if (wide) return <ProfileWideLayout customerId={session.customerId} current={requested ?? 'my-profile'} />;
  if (requested) return <ProfileSubPage customerId={session.customerId} tab={requested} />;
  return <ProfileMenu customerId={session.customerId} />;
}
