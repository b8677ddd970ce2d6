import type { Folder } from "@quarry/client";
import { useInfiniteQuery, useQuery, type QueryKey } from "@tanstack/react-query";
import { useQuarry } from "./session";

/** Query keys in one place, so that a change invalidates exactly what shows it. */
export const keys = {
  folders: ["folders"] as const,
  folderPath: (id: string) => ["folders", id, "path"] as const,
  reports: (folderId: string | null) => ["reports", "folder", folderId] as const,
  trash: ["reports", "trash"] as const,
  report: (id: string) => ["reports", "one", id] as const,
  revisions: (id: string) => ["reports", "one", id, "revisions"] as const,
  reportData: (id: string) => ["data", "report", id] as const,
  connections: ["connections"] as const,
  catalogue: ["catalogue"] as const,
};

interface Page<T> {
  result: T[];
  nextCursor: string | null;
}

/** A list read page by page through the API's cursors; `fetchNextPage` loads the next one. */
export function useCursorList<T>(key: QueryKey, fetchPage: (cursor: string | undefined) => Promise<Page<T>>) {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = query.data?.pages.flatMap((page) => page.result) ?? [];
  return { ...query, items };
}

/** Every folder of the client (the tree needs them all), read through every page. */
export function useFolders() {
  const client = useQuarry();
  return useQuery({
    queryKey: keys.folders,
    queryFn: async () => {
      const folders: Folder[] = [];
      for await (const folder of client.paginate.listFolders({ includeAll: "true", limit: 500 })) folders.push(folder);
      return folders;
    },
  });
}

export function useConnections() {
  const client = useQuarry();
  return useQuery({
    queryKey: keys.connections,
    queryFn: async () => {
      const connections = [];
      for await (const connection of client.paginate.listConnections({ limit: 100 })) connections.push(connection);
      return connections;
    },
  });
}

export function useCatalogue() {
  const client = useQuarry();
  return useQuery({
    queryKey: keys.catalogue,
    queryFn: async () => (await client.unwrap.getCatalogue()).result,
  });
}
