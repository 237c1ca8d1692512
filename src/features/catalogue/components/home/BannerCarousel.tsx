import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { Box, IconButton, useMediaQuery } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../../app/config';
import { usePageSettled } from '../../../../components/usePageSettled';
import type { Banner, BannerTarget } from '../../types';

/** Long enough to read a banner's headline, short enough that the next one is seen. */
export const bannerAutoplayMs = 6000;
const mobileSize = { width: 720, height: 960 } as const;
const desktopSize = { width: 1600, height: 600 } as const;
export const bannerAspectRatio = { xs: `${mobileSize.width} / ${mobileSize.height}`, md: `${desktopSize.width} / ${desktopSize.height}` };

export function bannerHref(target: BannerTarget): string {
  switch (target.type) {
    case 'category':
      return `/categoryDetail/${target.id}`;
    case 'look':
      return `/looksDetail/${target.id}`;
    case 'product':
      return `/productDetail/${target.id}`;
  }
}

const overlayButtonSx = {
  bgcolor: 'rgba(255, 255, 255, 0.85)',
  color: 'text.primary',
  '&:hover': { bgcolor: '#ffffff' },
} as const;

/**
 * The home page's banners: one per screen, swiped with CSS scroll snapping, with dots, arrows on wide
 * screens and autoplay. Autoplay stops while the pointer or focus is on the carousel, when the shopper
 * pauses it, and entirely for those who ask their system for reduced motion.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByShopper, setPausedByShopper] = useState(false);
  // The banners after the first are fetched once the page has settled, or as soon as the shopper reaches for them.
  const [laterBanners, showLaterBanners] = usePageSettled();
  const fetched = (index: number) => index === 0 || laterBanners;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const count = banners.length;
  const canAutoplay = count > 1 && !reducedMotion;
  const running = canAutoplay && !pausedByShopper && !hovered && !focused;

  const goTo = useCallback(
    (index: number) => {
      const target = (index + count) % count;
      const track = trackRef.current;
      if (track) {
        const left = target * track.clientWidth;
        if (typeof track.scrollTo === 'function') track.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
        else track.scrollLeft = left;
      }
      setActive(target);
    },
    [count, reducedMotion],
  );

  // A timeout per slide rather than an interval, so a swipe by hand restarts the wait.
  useEffect(() => {
    if (!running) return undefined;
    // The next banner's picture is asked for halfway, so it is there when the carousel moves on.
    const prepare = setTimeout(showLaterBanners, bannerAutoplayMs / 2);
    const timer = setTimeout(() => {
      if (!document.hidden) goTo(active + 1);
    }, bannerAutoplayMs);
    return () => {
      clearTimeout(prepare);
      clearTimeout(timer);
    };
  }, [running, active, goTo, showLaterBanners]);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  // The dots follow a swipe once the scrolling settles (mid-swipe positions would make them flicker).
  const onScroll = () => {
    showLaterBanners();
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      const track = trackRef.current;
      if (!track || track.clientWidth === 0) return;
      setActive(Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth))));
    }, 100);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Box
      component="section"
      aria-roledescription={t('catalogue.banners.roleDescription')}
      aria-label={t('catalogue.banners.label')}
      onMouseEnter={() => {
        setHovered(true);
        showLaterBanners();
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        showLaterBanners();
      }}
      onPointerDown={showLaterBanners}
      onBlur={onBlur}
      sx={{ position: 'relative', borderRadius: { xs: 0, md: 3 }, overflow: 'hidden', bgcolor: '#EDE5DB' }}
    >
      <Box
        ref={trackRef}
        onScroll={onScroll}
        // Slides are announced as they change only when the shopper moves them, not while autoplay runs.
        aria-live={running ? 'off' : 'polite'}
        sx={{
          display: 'flex',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          overscrollBehaviorX: 'contain',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {banners.map((banner, index) => (
          <Box
            key={banner.id}
            role="group"
            aria-roledescription={t('catalogue.banners.slide')}
            aria-label={t('catalogue.banners.position', { index: index + 1, count })}
            sx={{ flex: '0 0 100%', scrollSnapAlign: 'start', scrollSnapStop: 'always' }}
          >
            <Box component={RouterLink} to={bannerHref(banner.target)} sx={{ display: 'block', '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -3 } }}>
              <picture>
                <source media="(min-width: 900px)" srcSet={fetched(index) ? (mediaUrl(banner.desktopImage) ?? undefined) : undefined} width={desktopSize.width} height={desktopSize.height} />
                <Box
                  component="img"
                  src={fetched(index) ? (mediaUrl(banner.mobileImage) ?? undefined) : undefined}
                  alt={t(`catalogue.banners.target.${banner.target.type}`)}
                  width={mobileSize.width}
                  height={mobileSize.height}
                  // The first banner is the largest thing on the first screen: fetch it at once.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding={index === 0 ? 'sync' : 'async'}
                  sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: bannerAspectRatio, objectFit: 'cover' }}
                />
              </picture>
            </Box>
          </Box>
        ))}
      </Box>
      {count > 1 && (
        <>
          <IconButton
            aria-label={t('catalogue.banners.previous')}
            onClick={() => goTo(active - 1)}
            sx={{ ...overlayButtonSx, display: { xs: 'none', md: 'inline-flex' }, position: 'absolute', left: 16, top: '50%', transform: 'translateY(-50%)' }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={t('catalogue.banners.next')}
            onClick={() => goTo(active + 1)}
            sx={{ ...overlayButtonSx, display: { xs: 'none', md: 'inline-flex' }, position: 'absolute', right: 16, top: '50%', transform: 'translateY(-50%)' }}
          >
            <ChevronRightIcon />
          </IconButton>
          <Box
            sx={{
              position: 'absolute',
              left: '50%',
              bottom: { xs: 10, md: 16 },
              transform: 'translateX(-50%)',
              display: 'flex',
              alignItems: 'center',
              gap: 0.25,
              px: 0.5,
              borderRadius: 99,
              bgcolor: 'rgba(255, 255, 255, 0.8)',
              backdropFilter: 'blur(6px)',
            }}
          >
            {banners.map((banner, index) => (
              <Box
                key={banner.id}
                component="button"
                type="button"
                aria-label={t('catalogue.banners.goTo', { index: index + 1 })}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => goTo(index)}
                sx={{
                  width: 24,
                  height: 24,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: 99,
                  '&::after': {
                    content: '""',
                    display: 'block',
                    height: 8,
                    width: index === active ? 20 : 8,
                    borderRadius: 99,
                    bgcolor: index === active ? 'text.primary' : 'rgba(20, 20, 20, 0.3)',
                    transition: 'width 200ms ease',
                  },
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
                }}
              />
            ))}
            {canAutoplay && (
              <IconButton
                size="small"
                aria-label={pausedByShopper ? t('catalogue.banners.play') : t('catalogue.banners.pause')}
                onClick={() => setPausedByShopper((paused) => !paused)}
                sx={{ width: 28, height: 28 }}
              >
                {pausedByShopper ? <PlayArrowRoundedIcon fontSize="small" /> : <PauseRoundedIcon fontSize="small" />}
              </IconButton>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}

/** The carousel's place while the home page loads, the same size so nothing moves. */
export function BannerCarouselSkeleton() {
  return (
    <Box
      data-testid="banner-skeleton"
      sx={{ aspectRatio: bannerAspectRatio, borderRadius: { xs: 0, md: 3 }, bgcolor: '#EDE5DB' }}
    />
  );
}
