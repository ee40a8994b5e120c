import { Box, Button, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CardGridSkeleton } from '../../../components/card-grid.tsx';
import { QuickTags } from './quick-tags.tsx';
import classes from './search-box.module.css';
import { SearchBox } from './search-box.tsx';

// Results are only drawn after a search: their code waits until then.
const SearchResults = lazy(() => import('./search-results.tsx').then((m) => ({ default: m.SearchResults })));

/**
 * The home page's search. The submitted query lives in the URL (`/?q=`), so Back returns to the
 * results, a search can be shared, and the home page's other sections can link to a search.
 */
export default function HomeSearch() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);

  // A search started elsewhere (a category link, Back) shows its words in the box; only then, not
  // on arrival, when the box may hold words typed before the app took the page over.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    setText(q);
  }

  const run = (query: string) => {
    const trimmed = query.trim();
    setText(trimmed);
    setParams(trimmed ? { q: trimmed } : {});
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // The box's own words: typed before the app took the page over, they may not be `text` yet.
    run(e.currentTarget.querySelector('input')?.value ?? text);
  };
  const clear = () => {
    setText('');
    setParams({});
  };

  return (
    <>
      <Box component="form" role="search" onSubmit={onSubmit} mt="md">
        <Group gap="xs" wrap="nowrap" align="stretch">
          <Box style={{ flex: 1, minWidth: 0 }}>
            <SearchBox value={text} onChange={setText} onPick={run} />
          </Box>
          {/* A phone shows the arrow only, so the box keeps room for its words; the name stays "Search". */}
          <Button
            type="submit"
            size="lg"
            radius="xl"
            px={{ base: 'md', xs: 'xl' }}
            aria-label="Search"
            style={{ flex: 'none' }}
          >
            <IconArrowRight size={22} aria-hidden className={classes.phoneOnly} />
            <span className={classes.wideOnly}>Search</span>
          </Button>
        </Group>
      </Box>
      <QuickTags onPick={run} />
      {q && (
        <Suspense fallback={<CardGridSkeleton />}>
          <SearchResults q={q} onClear={clear} />
        </Suspense>
      )}
    </>
  );
}
