/**
 * The query string of an admin list (search, sort, filters, page), parsed
 * the same way by the loader and the links of the table. Client-safe.
 */
export const ADMIN_PAGE_SIZE = 20;

export const publicationFilters = ["all", "published", "draft"] as const;
export type PublicationFilter = (typeof publicationFilters)[number];

export interface ListParams<Sort extends string = string> {
  /** Free text, trimmed; "" when absent. */
  q: string;
  sort: Sort;
  dir: "asc" | "desc";
  /** 1-based, never below 1 (a page past the end shows the last one: see `pageInfo`). */
  page: number;
  status: PublicationFilter;
  /** A category value, or "" for all. */
  category: string;
  /** A year, or null for all. */
  year: number | null;
}

export function parseListParams<Sort extends string>(
  search: URLSearchParams,
  sorts: readonly Sort[],
  defaults: { sort: Sort; dir: "asc" | "desc" },
): ListParams<Sort> {
  const sortValue = search.get("sort") ?? "";
  const sort = (sorts as readonly string[]).includes(sortValue) ? (sortValue as Sort) : defaults.sort;
  const dirValue = search.get("dir");
  const dir = dirValue === "asc" || dirValue === "desc" ? dirValue : defaults.dir;
  const page = Number.parseInt(search.get("page") ?? "1", 10);
  const statusValue = search.get("status") ?? "all";
  const status = (publicationFilters as readonly string[]).includes(statusValue) ? (statusValue as PublicationFilter) : "all";
  const year = Number.parseInt(search.get("year") ?? "", 10);
  return {
    q: (search.get("q") ?? "").trim().slice(0, 200),
    sort,
    dir,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
    status,
    category: (search.get("category") ?? "").trim().slice(0, 100),
    year: Number.isInteger(year) && year >= 1900 && year <= 2200 ? year : null,
  };
}

/**
 * A link to the same list with some parameters changed (null removes one).
 * Any change other than the page itself goes back to page 1.
 */
export function listHref(current: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(key);
    else next.set(key, value);
  }
  if (!("page" in changes)) next.delete("page");
  const query = next.toString();
  return query ? `?${query}` : "?";
}

export interface PageInfo {
  page: number;
  pageCount: number;
  total: number;
  offset: number;
  limit: number;
}

/** Clamps the requested page to the ones that exist. */
export function pageInfo(total: number, requestedPage: number, pageSize = ADMIN_PAGE_SIZE): PageInfo {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  return { page, pageCount, total, offset: (page - 1) * pageSize, limit: pageSize };
}
