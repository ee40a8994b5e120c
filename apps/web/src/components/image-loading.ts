/**
 * Card images load lazily, except a list's first: it is usually in the first screen and often the
 * page's largest paint, so it is fetched at once and ahead of other images.
 */
export function imageLoading(first: boolean) {
  return first
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', fetchPriority: 'auto' } as const);
}
