import { CAROUSEL_INTERVAL_MS, CAROUSEL_STEP_PX, HOME_CATEGORIES } from '@app/shared';
import { ActionIcon, Group, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  IconBowlChopsticks,
  IconBurger,
  IconChevronLeft,
  IconChevronRight,
  IconIceCream,
  IconPizza,
  IconPlayerPause,
  IconPlayerPlay,
  type IconProps,
  IconSalad,
  IconSoup,
} from '@tabler/icons-react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import classes from './category-carousel.module.css';

type Category = (typeof HOME_CATEGORIES)[number];

/** What each tile searches for: words the search parser and the catalogue understand. */
const CATEGORY_SEARCH: Record<Category, { query: string; Icon: ComponentType<IconProps> }> = {
  Desserts: { query: 'dessert', Icon: IconIceCream },
  Indian: { query: 'indian', Icon: IconSoup },
  South_Indian: { query: 'dosa', Icon: IconSoup },
  North_Indian: { query: 'paneer', Icon: IconSoup },
  American: { query: 'american', Icon: IconBurger },
  Vegetarian: { query: 'veg only', Icon: IconSalad },
  Chinese: { query: 'chinese', Icon: IconBowlChopsticks },
  Italian: { query: 'italian', Icon: IconPizza },
};

const label = (c: Category) => c.replaceAll('_', ' ');

/** One step along; past the end it starts over, so the auto-scroll never stalls at the last tile. */
function scrollTrack(el: HTMLElement | null, direction: 1 | -1, behavior: ScrollBehavior) {
  if (!el || el.scrollWidth <= el.clientWidth) return;
  const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
  if (direction === 1 && atEnd) el.scrollTo({ left: 0, behavior });
  else el.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior });
}

/**
 * The cuisine carousel: a scroll-snap row moved 250 px every 3 s, back to the start at the end. It
 * holds still while hovered or focused, when paused, and for people who ask for reduced motion.
 */
export function CategoryCarousel() {
  const track = useRef<HTMLUListElement>(null);
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const moving = !reducedMotion && !hovered && !focused && !paused;

  const step = (direction: 1 | -1) =>
    scrollTrack(track.current, direction, reducedMotion ? 'auto' : 'smooth');

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => scrollTrack(track.current, 1, 'smooth'), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [moving]);

  return (
    <section
      aria-labelledby="categories-heading"
      aria-roledescription="carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} id="categories-heading" fz={{ base: 22, sm: 26 }}>
          Explore by cuisine
        </Title>
        <Group gap={4} wrap="nowrap">
          {!reducedMotion && (
            <ActionIcon
              variant="subtle"
              size={44}
              aria-label="Pause carousel"
              aria-pressed={paused}
              onClick={() => setPaused((p) => !p)}
            >
              {paused ? <IconPlayerPlay size={20} aria-hidden /> : <IconPlayerPause size={20} aria-hidden />}
            </ActionIcon>
          )}
          <ActionIcon variant="subtle" size={44} aria-label="Previous categories" onClick={() => step(-1)}>
            <IconChevronLeft size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" size={44} aria-label="Next categories" onClick={() => step(1)}>
            <IconChevronRight size={20} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <ul className={classes.track} ref={track} aria-label="Cuisines">
        {HOME_CATEGORIES.map((c) => {
          const { query, Icon } = CATEGORY_SEARCH[c];
          return (
            <li key={c} className={classes.slide}>
              <Link className={classes.tile} to={`/?q=${encodeURIComponent(query)}`}>
                <Icon size={36} stroke={1.5} color="var(--mantine-color-orange-outline)" aria-hidden />
                {label(c)}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
