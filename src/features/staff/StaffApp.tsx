import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useNavigate, useRoutes } from 'react-router-dom';
import { STAFF_RECORD_PAGES, STAFF_SECTIONS } from '../../../contract/staffSections';
import { TextsGate } from '../../components/TextsGate';
import { StaffFrame } from './frame/StaffFrame';
import { staffHome } from './frame/staffSections';
import { StaffNotFound } from './frame/StaffNotFound';
import { recordPageLoaders, sectionLoaders } from './staffPages';

/** A staff page as React.lazy: its chunk (staffPages.ts) is fetched when it first renders, unless it was fetched ahead. */
const lazyPage = (load: () => Promise<ComponentType>) => {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return <Page />;
};

/** /staff itself: on to the orders, replacing the address so Back does not return here. */
function ToStaffHome() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(staffHome, { replace: true });
  }, [navigate]);
  return null;
}

/**
 * Each section and record page of contract/staffSections.ts at its path, and nothing else but the not-found page: the
 * server answers 200 only for those paths (server/web/spa-pages.ts; not-found.test.ts reads this file to hold it so).
 * Every one of them is a chunk of its own, the orders too (issue 33: a visit loads the frame and the page it opens,
 * nothing else); the frame's Suspense waits for it, while a visit's first page was fetched beside the application
 * (src/staff.tsx). The staff routes are objects for useRoutes, as the shop's are (App.tsx).
 */
const staffRoutes = [
  { index: true, element: <ToStaffHome /> },
  {
    element: <StaffFrame />,
    children: [
      ...STAFF_SECTIONS.map(({ path }) => ({ path, element: lazyPage(sectionLoaders[path]) })),
      ...STAFF_RECORD_PAGES.map((path) => ({ path, element: lazyPage(recordPageLoaders[path]) })),
      { path: '*', element: <StaffNotFound /> },
    ],
  },
];

function StaffRoutes() {
  return useRoutes(staffRoutes);
}

/**
 * The staff application under /staff/*: every section sits in the staff frame. The texts of every area come first
 * (the shop's first load brings only the storefront's), and again after a switch to the other language.
 */
export function StaffApp() {
  return (
    <Suspense fallback={null}>
      <TextsGate>
        <StaffRoutes />
      </TextsGate>
    </Suspense>
  );
}
