import type { Page } from '@app/contract'

/** Offset paging over a Page: the next page starts after the rows loaded so far, until the total. */
export function nextPageStart(lastPage: Page<unknown>, lastStart: number): number | undefined {
  const loaded = lastStart + lastPage.list.length
  return lastPage.list.length > 0 && loaded < lastPage.total ? loaded : undefined
}

/** The infinite-query options of a Page list paged by offset from 0 ("load more" asks for the next). */
export const PAGE_PAGING = {
  initialPageParam: 0,
  getNextPageParam: (lastPage: Page<unknown>, _pages: unknown, lastStart: number) =>
    nextPageStart(lastPage, lastStart),
}

/**
 * The infinite-query options of a plain list paged by offset from 0, whose answers carry no total:
 * a full page may have more after it, a shorter one is the last.
 */
export function fullPagePaging(pageSize: number) {
  return {
    initialPageParam: 0,
    getNextPageParam: (lastPage: readonly unknown[], _pages: unknown, lastStart: number) =>
      lastPage.length === pageSize ? lastStart + lastPage.length : undefined,
  }
}
