import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HOME_PICTURE_SIZES } from '../../../../../contract/cardPictureSizes';
import { mediaUrl } from '../../../../app/config';
import { Icon } from '../../../../components/icons/Icon';
import { chevronLeft, chevronRight, pauseRounded, playArrowRounded } from '../../../../components/icons/paths';
import ui from '../../../../components/ui.module.css';
import { useMediaQuery } from '../../../../components/useMediaQuery';
import { usePageSettled } from '../../../../components/usePageSettled';
import type { Language } from '../../../../i18n/languages';
import { useLanguage } from '../../../../i18n/useLanguage';
import type { Banner, BannerTarget } from '../../types';
import styles from './BannerCarousel.module.css';
import { useBehindModal } from './useBehindModal';

/** Long enough to read a banner's headline, short enough that the next one is seen. */
export const bannerAutoplayMs = 6000;
const { mobile: mobileSize, desktop: desktopSize } = HOME_PICTURE_SIZES;

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

/** A banner's pictures for the page's language: its words are drawn in them, so a page shows its own language only. */
export function bannerPictures(banner: Banner, language: Language): { mobile: string; desktop: string } {
  const russian = language === 'ru';
  return {
    mobile: (russian ? banner.mobileImageRUS : null) ?? banner.mobileImage,
    desktop: (russian ? banner.desktopImageRUS : null) ?? banner.desktopImage,
  };
}

/**
 * A banner with the name of what it opens, in both languages (null: that page is gone), which the storefront's answer
 * carries as the staff's does (docs/api.md, "Home page"); optional here until every answer has it.
 */
type NamedBanner = Banner & { targetName?: { uz: string; ru: string } | null };

/**
 * What a banner's link is called: its words are drawn in its picture, so the picture's text alternative is the name
 * of what it opens (a collection, a look, a product), else only what kind of page that is.
 */
function useBannerName(): (banner: NamedBanner) => string {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (banner) => banner.targetName?.[language] || t(`catalogue.banners.target.${banner.target.type}`);
}

/**
 * The home page's banners: one per screen, swiped with CSS scroll snapping, with dots, arrows on wide
 * screens and autoplay. Only the banner on the screen is in the tab order and the accessibility tree (the others
 * are inert), so Tab passes one banner, not all of them. Autoplay stops while the pointer or focus is on the
 * carousel, while a dialog is open over the page, when the shopper pauses it, and entirely for those who ask their
 * system for reduced motion.
 */
export function BannerCarousel({ banners }: { banners: NamedBanner[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const nameOf = useBannerName();
  const carouselRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByShopper, setPausedByShopper] = useState(false);
  // The banners after the first are fetched once the page has settled, or as soon as the shopper reaches for them.
  const [laterBanners, showLaterBanners] = usePageSettled();
  const fetched = (index: number) => index === 0 || laterBanners;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const count = banners.length;
  const canAutoplay = count > 1 && !reducedMotion;
  const behindModal = useBehindModal(carouselRef);
  const running = canAutoplay && !pausedByShopper && !hovered && !focused && !behindModal;

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
    <section
      ref={carouselRef}
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
      className={styles.carousel}
    >
      <div
        ref={trackRef}
        onScroll={onScroll}
        // Slides are announced as they change only when the shopper moves them, not while autoplay runs.
        aria-live={running ? 'off' : 'polite'}
        className={styles.track}
      >
        {banners.map((banner, index) => {
          const pictures = bannerPictures(banner, language);
          return (
            <div
              key={banner.id}
              role="group"
              aria-roledescription={t('catalogue.banners.slide')}
              aria-label={t('catalogue.banners.position', { index: index + 1, count })}
              // Off the screen: out of the tab order and of what a screen reader reads, until it is shown.
              inert={index !== active}
              className={styles.slide}
            >
              <RouterLink to={bannerHref(banner.target)} className={styles.link}>
                <picture>
                  <source media="(min-width: 900px)" srcSet={fetched(index) ? (mediaUrl(pictures.desktop) ?? undefined) : undefined} width={desktopSize.width} height={desktopSize.height} />
                  <img
                    src={fetched(index) ? (mediaUrl(pictures.mobile) ?? undefined) : undefined}
                    alt={nameOf(banner)}
                    width={mobileSize.width}
                    height={mobileSize.height}
                    // The first banner is the largest thing on the first screen: fetch it at once.
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                    decoding={index === 0 ? 'sync' : 'async'}
                    className={styles.image}
                  />
                </picture>
              </RouterLink>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            aria-label={t('catalogue.banners.previous')}
            onClick={() => goTo(active - 1)}
            className={`${ui.iconButton} ${styles.overlayButton} ${styles.arrow} ${styles.previous}`}
          >
            <Icon path={chevronLeft} />
          </button>
          <button
            type="button"
            aria-label={t('catalogue.banners.next')}
            onClick={() => goTo(active + 1)}
            className={`${ui.iconButton} ${styles.overlayButton} ${styles.arrow} ${styles.next}`}
          >
            <Icon path={chevronRight} />
          </button>
          <div className={styles.controls}>
            {/* The dots are one Tab stop, the current banner's; the arrow keys, Home and End move along them. */}
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                aria-label={t('catalogue.banners.goTo', { index: index + 1 })}
                aria-current={index === active ? 'true' : undefined}
                tabIndex={index === active ? 0 : -1}
                onClick={() => goTo(index)}
                onKeyDown={(event) => {
                  const last = banners.length - 1;
                  const to = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: last }[event.key];
                  if (to === undefined) return;
                  event.preventDefault();
                  const next = (to + banners.length) % banners.length;
                  goTo(next);
                  (event.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
                }}
                className={styles.dot}
              />
            ))}
            {canAutoplay && (
              <button
                type="button"
                aria-label={pausedByShopper ? t('catalogue.banners.play') : t('catalogue.banners.pause')}
                onClick={() => setPausedByShopper((paused) => !paused)}
                className={`${ui.iconButton} ${styles.playPause}`}
              >
                <Icon path={pausedByShopper ? playArrowRounded : pauseRounded} size={20} />
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** The carousel's place while the home page loads, the same size so nothing moves. */
export function BannerCarouselSkeleton() {
  return <div data-testid="banner-skeleton" className={styles.skeleton} />;
}
