import { useDeferredValue } from 'react';
import { Box, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RenderWhenNear } from '../../components/RenderWhenNear';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useGetHomePageQuery } from './api';
import { BannerCarousel, BannerCarouselSkeleton } from './components/home/BannerCarousel';
import { CategoryStrip } from './components/home/CategoryStrip';
import { LooksTeaser } from './components/home/LooksTeaser';
import { ProductSlider, ProductSliderSkeleton } from './components/home/ProductSlider';
import { SaleBlock } from './components/home/SaleBlock';
import { LoadError } from './components/LoadError';

/** How close to the screen a section below the fold renders: a step of scrolling ahead, not the first screen's. */
const nearMargin = '100px';

/** The room a section below the fold takes until it renders (RenderWhenNear): about its height, phone and wide. */
function Room({ height }: { height: { xs: number; md: number } }) {
  return <Box aria-hidden sx={{ height }} />;
}

/**
 * The home page: banners, the main departments (MENU_1), the product rows chosen by the shop, popular
 * sections (MENU_2), a glimpse of the looks and the sale. Each part loads on its own, so one slow or failed
 * call never blanks the whole page.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { data: home, isError, isFetching, refetch } = useGetHomePageQuery();
  const failed = !home && isError && !isFetching;
  const loading = !home && !failed;
  // The product rows are most of the page's work and sit below the banner: React renders them a moment later, in
  // slices that leave the main thread free between them, instead of in one long task with the banner.
  const deferredHome = useDeferredValue(home);
  const sliders = deferredHome
    ? [...deferredHome.sliders].sort((a, b) => a.placeNumber - b.placeNumber).filter((slider) => slider.products.length > 0)
    : [];

  return (
    <>
      <title>{`${t('app.name')} — ${t('app.tagline')}`}</title>
      <Typography variant="h1" sx={visuallyHidden}>
        {t('catalogue.home.title')}
      </Typography>
      <Container maxWidth="lg" disableGutters sx={{ px: { md: 3 }, pt: { md: 3 } }}>
        {loading && <BannerCarouselSkeleton />}
        {home && home.banners.length > 0 && <BannerCarousel banners={home.banners} />}
      </Container>
      <Container maxWidth="lg" sx={{ px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
        <Stack spacing={{ xs: 5, md: 7 }}>
          <CategoryStrip type="MENU_1" />
          {failed && <LoadError message={t('catalogue.home.error')} onRetry={() => void refetch()} />}
          {!deferredHome && !failed && (
            <Box role="status" aria-label={t('catalogue.home.loading')}>
              <ProductSliderSkeleton />
            </Box>
          )}
          {deferredHome && deferredHome.banners.length === 0 && sliders.length === 0 && (
            <Typography role="status" sx={{ color: 'text.secondary', textAlign: 'center', py: 2 }}>
              {t('catalogue.home.empty')}
            </Typography>
          )}
          {/* Below the banner and the departments, each part renders (and asks for its data) as it nears the screen. */}
          {sliders.map((slider) => (
            <RenderWhenNear key={slider.placeNumber} margin={nearMargin} placeholder={<Room height={{ xs: 340, md: 520 }} />}>
              <ProductSlider slider={slider} />
            </RenderWhenNear>
          ))}
          <RenderWhenNear margin={nearMargin} placeholder={<Room height={{ xs: 310, md: 330 }} />}>
            <CategoryStrip type="MENU_2" />
          </RenderWhenNear>
          <RenderWhenNear margin={nearMargin} placeholder={<Room height={{ xs: 560, md: 460 }} />}>
            <LooksTeaser />
          </RenderWhenNear>
          <RenderWhenNear margin={nearMargin} placeholder={<Room height={{ xs: 280, md: 250 }} />}>
            <SaleBlock />
          </RenderWhenNear>
        </Stack>
      </Container>
    </>
  );
}
