/** Where a paged list is: prev is dimmed on page 1, next on the last page. */
export interface Paging {
  page: number;
  totalPages: number;
  canPrev: boolean;
  canNext: boolean;
}

export function paging(currentPage: unknown, totalPages: unknown): Paging {
  const total = Math.max(1, Math.trunc(Number(totalPages)) || 1);
  const page = Math.min(total, Math.max(1, Math.trunc(Number(currentPage)) || 1));
  return { page, totalPages: total, canPrev: page > 1, canNext: page < total };
}
