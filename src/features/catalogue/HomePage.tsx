import { lazy, Suspense, useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView, readFailed } from '../../components/QueryView';
import { RenderWhenNear } from '../../components/RenderWhenNear';
import ui from '../../components/ui.module.css';
import { whenPageSettled } from '../../components/whenPageSettled';
import type { LandingReader } from '../../app/store';
import { catalogueApi, useGetHomePageQuery } from './api';
import { BannerCarousel, BannerCarouselSkeleton } from './components/home/BannerCarousel';
import { CategoryStrip } from './components/home/CategoryStrip';
import { ProductSliderSkeleton } from './components/home/ProductSliderSkeleton';
import styles from './HomePage.module.css';

/*
 * The sections below the fold (the product rows with their cards, the looks, the sale) render only as they near the
 * screen, so their code is one chunk of its own (the same chunk name), out of the page's first load: fetched once the
 * page has settled, or at once when the shopper nears a section sooner.
 */
const loadProductSlider = () => import(/* webpackChunkName: "home-below" */ './components/home/ProductSlider');
const loadLooksTeaser = () => import(/* webpackChunkName: "home-below" */ './components/home/LooksTeaser');
const loadSaleBlock = () => import(/* webpackChunkName: "home-below" */ './components/home/SaleBlock');
const ProductSlider = lazy(() => loadProductSlider().then((module) => ({ default: module.ProductSlider })));
const LooksTeaser = lazy(() => loadLooksTeaser().then((module) => ({ default: module.LooksTeaser })));
const SaleBlock = lazy(() => loadSaleBlock().then((module) => ({ default: module.SaleBlock })));
// A fetch that fails is not kept: the section asks again when it renders.
const preloadBelowFold = () => void Promise.all([loadProductSlider(), loadLooksTeaser(), loadSaleBlock()]).catch(() => undefined);

/** How close to the screen a section below the fold renders: a step of scrolling ahead, not the first screen's. */
const nearMargin = '100px';

/**
 * The room a section below the fold takes until it renders (RenderWhenNear): about its height on phones and wide
 * screens (HomePage.module.css).
 */
function Room({ section }: { section: 'slider' | 'menu2' | 'looks' | 'sale' }) {
  return <div aria-hidden className={styles[`${section}Room`]} />;
}

/** A section below the fold: its room until it nears the screen, and until its code is in. */
function BelowFold({ section, children }: { section: 'slider' | 'looks' | 'sale'; children: ReactNode }) {
  const room = <Room section={section} />;
  return (
    <RenderWhenNear margin={nearMargin} placeholder={room}>
      <Suspense fallback={room}>{children}</Suspense>
    </RenderWhenNear>
  );
}

/**
 * The reads of the home page's first screen (banners, product rows, the main departments), made before its first
 * render from the answers inlined in the HTML: it renders with them at once, not as skeletons and then again.
 */
export const readLandingHome: LandingReader = (_params, _search, dispatch) => [
  dispatch(catalogueApi.endpoints.getHomePage.initiate()),
  dispatch(catalogueApi.endpoints.getCategoryBlocks.initiate('MENU_1')),
];

/**
 * The home page: banners, the main departments (MENU_1), the product rows chosen by the shop, popular
 * sections (MENU_2), a glimpse of the looks and the sale. Each part loads on its own, so one slow or failed
 * call never blanks the whole page.
 */
export function HomePage() {
  const { t } = useTranslation();
  const homeRead = useGetHomePageQuery();
  useEffect(() => whenPageSettled(preloadBelowFold), []);
  const home = homeRead.data;
  // The product rows are most of the page's work and sit below the banner: React renders them a moment later, in
  // slices that leave the main thread free between them, instead of in one long task with the banner.
  const deferredHome = useDeferredValue(home);
  const sliders = deferredHome
    ? [...deferredHome.sliders].sort((a, b) => a.placeNumber - b.placeNumber).filter((slider) => slider.products.length > 0)
    : [];

  return (
    <>
      <title>{`${t('app.name')} — ${t('app.tagline')}`}</title>
      <h1 className={ui.visuallyHidden}>{t('catalogue.home.title')}</h1>
      <div className={styles.banners}>
        {!home && !readFailed(homeRead) && <BannerCarouselSkeleton />}
        {home && home.banners.length > 0 && <BannerCarousel banners={home.banners} />}
      </div>
      <div className={`${ui.container} ${styles.sections}`}>
        <CategoryStrip type="MENU_1" />
        {/* Below the banner and the departments, each part renders (and asks for its data) as it nears the screen. */}
        <QueryView
          query={{ ...homeRead, data: deferredHome }}
          loading={
            <div role="status" aria-label={t('catalogue.home.loading')}>
              <ProductSliderSkeleton />
            </div>
          }
          failure={t('catalogue.home.error')}
          isEmpty={(shown) => shown.banners.length === 0 && sliders.length === 0}
          empty={
            <p role="status" className={styles.empty}>
              {t('catalogue.home.empty')}
            </p>
          }
        >
          {() =>
            sliders.map((slider) => (
              <BelowFold key={slider.placeNumber} section="slider">
                <ProductSlider slider={slider} />
              </BelowFold>
            ))
          }
        </QueryView>
        <RenderWhenNear margin={nearMargin} placeholder={<Room section="menu2" />}>
          <CategoryStrip type="MENU_2" />
        </RenderWhenNear>
        <BelowFold section="looks">
          <LooksTeaser />
        </BelowFold>
        <BelowFold section="sale">
          <SaleBlock />
        </BelowFold>
      </div>
    </>
  );
}
