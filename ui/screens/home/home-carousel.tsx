import { Box, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { map } from 'rxjs';
import { carouselSlide$, TimeScheduler, type CarouselImage } from 'matka-core/player';
import { useService } from '../../hooks/container-context.js';
import { useText } from '../../hooks/use-text.js';
import classes from './home-carousel.module.css';

/** Only web and inline-image sources are shown, and only web addresses are followed: a banner may not run script. */
const safeSource = (src: string) =>
  /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,])/i.test(src.trim());
const safeLink = (href: string | undefined) => (href && /^https?:\/\//i.test(href.trim()) ? href.trim() : undefined);

/**
 * Home's banners, advancing every 3 s. It holds still while the pointer or
 * focus is on it and for players who ask for reduced motion; the dots pick a banner.
 */
export function HomeCarousel({ images }: { images: readonly CarouselImage[] }) {
  const text = useText();
  const scheduler = useService(TimeScheduler);
  const reducedMotion = useReducedMotion();
  const slides = images.filter((image) => safeSource(image.image));
  const count = slides.length;
  // A new object for every (re)start, so picking the banner a run began on restarts its 3 s too.
  const [run, setRun] = useState({ from: 0 });
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  const still = held || reducedMotion;

  useEffect(() => {
    if (still || count < 2) return;
    const subscription = carouselSlide$(count, scheduler)
      .pipe(map((step) => (run.from + step) % count))
      .subscribe(setCurrent);
    return () => subscription.unsubscribe();
  }, [count, run, still, scheduler]);

  if (count === 0) return null;
  const shown = current % count;
  const hold = () => {
    setHeld(true);
    setRun({ from: shown });
  };
  const pick = (index: number) => {
    setRun({ from: index });
    setCurrent(index);
  };
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={text('banners')}
      className={classes.carousel}
      onPointerEnter={hold}
      onPointerLeave={() => setHeld(false)}
      onFocus={hold}
      onBlur={() => setHeld(false)}
    >
      <div className={classes.frame}>
        {slides.map((image, index) => {
          const label = text('bannerOf', { number: index + 1, total: count });
          const picture = (
            <img
              src={image.image}
              alt={label}
              className={classes.image}
              decoding="async"
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          );
          const href = safeLink(image.refer) ?? safeLink(image.data);
          const visible = index === shown;
          return (
            <div
              key={index}
              className={classes.slide}
              data-visible={visible || undefined}
              aria-hidden={!visible}
              role="group"
              aria-roledescription="slide"
            >
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer" tabIndex={visible ? 0 : -1}>
                  {picture}
                </a>
              ) : (
                picture
              )}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className={classes.dots}>
          {slides.map((_, index) => (
            <UnstyledButton
              key={index}
              className={classes.dot}
              data-active={index === shown || undefined}
              aria-label={text('showBanner', { number: index + 1 })}
              aria-current={index === shown}
              onClick={() => pick(index)}
            />
          ))}
        </div>
      )}
    </Box>
  );
}
