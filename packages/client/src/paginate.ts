import { contract } from "@quarry/contract";
import { extractZodObjectShape, isZodObject, type AppRoute } from "@ts-rest/core";
import type { QuarryRawClient, QuarryUnwrapClient, RouteName, SuccessBody } from "./unwrap.js";

interface Page {
  result: unknown[];
  nextCursor: string | null;
}

/** Routes whose 2xx body is a page (`result` and `nextCursor`), found from the contract, not listed by hand. */
export type PaginatedRoute = { [R in RouteName]: SuccessBody<R> extends Page ? R : never }[RouteName];

type CallArgs<R extends RouteName> = NonNullable<Parameters<QuarryRawClient[R]>[0]>;
/** A list's query parameters without `cursor`, which the iterator sets itself. */
export type PageQuery<R extends PaginatedRoute> =
  CallArgs<R> extends { query?: infer Q } ? Omit<NonNullable<Q>, "cursor"> : never;
/** Everything else a call takes: `params` (required where the path has some), `headers`, `timeoutMs`, ... */
export type PageCallOptions<R extends PaginatedRoute> = Omit<CallArgs<R>, "query">;
export type PageItem<R extends PaginatedRoute> = SuccessBody<R> extends { result: (infer T)[] } ? T : never;

/** Yields every record of every page, fetching the next page only when the previous one is used up. */
export type Paginator<R extends PaginatedRoute> =
  object extends PageCallOptions<R>
    ? (query?: PageQuery<R>, options?: PageCallOptions<R>) => AsyncGenerator<PageItem<R>, void, undefined>
    : (query: PageQuery<R> | undefined, options: PageCallOptions<R>) => AsyncGenerator<PageItem<R>, void, undefined>;

export type QuarryPaginators = { [R in PaginatedRoute]: Paginator<R> };

type UnwrappedPageCall = (args: object) => Promise<Page>;

function isPaginated(route: AppRoute): boolean {
  const success: unknown = route.responses[200];
  return isZodObject(success) && "nextCursor" in extractZodObjectShape(success);
}

async function* everyRecord(call: UnwrappedPageCall, query: object | undefined, options: object | undefined) {
  let cursor: string | null = null;
  do {
    const page = await call({ ...options, query: cursor === null ? { ...query } : { ...query, cursor } });
    yield* page.result;
    cursor = page.nextCursor;
  } while (cursor !== null);
}

/** `client.paginate.*`: one async iterator per paginated list, built on the throwing flavour. */
export function createPaginators(unwrap: QuarryUnwrapClient): QuarryPaginators {
  const calls = unwrap as unknown as Record<string, UnwrappedPageCall>;
  const paginators = Object.entries(contract)
    .filter(([, route]) => isPaginated(route))
    .map(([name]) => [name, (query?: object, options?: object) => everyRecord(calls[name]!, query, options)] as const);
  return Object.fromEntries(paginators) as unknown as QuarryPaginators;
}
