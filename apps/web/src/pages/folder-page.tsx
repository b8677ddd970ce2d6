import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { Dashboard } from "../components/dashboard";
import { FolderActions, NewFolderForm } from "../components/folder-actions";
import { LoadMore } from "../components/load-more";
import { ErrorNotice } from "../lib/errors";
import { keys, useCursorList, useFolders } from "../lib/queries";
import { useQuarry } from "../lib/session";

function Breadcrumbs({ folderId }: { folderId: string }) {
  const client = useQuarry();
  const path = useQuery({
    queryKey: keys.folderPath(folderId),
    queryFn: async () => (await client.unwrap.getFolderPath({ params: { id: folderId } })).result,
  });
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        <li>
          <Link to="/">All folders</Link>
        </li>
        {path.data?.map((folder, index) => (
          <li key={folder.id}>
            {index === path.data.length - 1 ? (
              <span aria-current="page">{folder.title}</span>
            ) : (
              <Link to={`/folders/${folder.id}`}>{folder.title}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Subfolders({ parentId }: { parentId: string | null }) {
  const folders = useFolders();
  const children = (folders.data ?? []).filter((folder) => folder.parentFolderId === parentId);
  if (children.length === 0) return null;
  return (
    <section aria-label="Subfolders">
      <h2>Folders</h2>
      <ul className="folder-list">
        {children.map((folder) => (
          <li key={folder.id}>
            <Link to={`/folders/${folder.id}`}>{folder.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Reports kept outside any folder, page by page. */
function UnfiledReports() {
  const client = useQuarry();
  const list = useCursorList(keys.reports(null), (cursor) =>
    client.unwrap.listSavedQueries({ query: { limit: 50, cursor } }),
  );
  const unfiled = list.items.filter((report) => report.folderId === null);
  return (
    <section aria-label="Reports outside folders">
      <h2>Reports outside folders</h2>
      <ErrorNotice error={list.error} title="Reports could not be loaded" />
      {unfiled.length === 0 && !list.isPending && <p className="muted">None.</p>}
      <ul>
        {unfiled.map((report) => (
          <li key={report.id}>
            <Link to={`/reports/${report.id}`}>{report.title}</Link>
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
    </section>
  );
}

export function RootPage() {
  return (
    <>
      <h1>All folders</h1>
      <NewFolderForm />
      <Subfolders parentId={null} />
      <UnfiledReports />
    </>
  );
}

export function FolderPage() {
  const { folderId = "" } = useParams();
  const client = useQuarry();
  const folder = useQuery({
    queryKey: ["folders", folderId],
    queryFn: async () => (await client.unwrap.getFolder({ params: { id: folderId } })).result,
  });
  if (folder.error) return <ErrorNotice error={folder.error} title="This folder could not be opened" />;
  if (!folder.data) return <p className="muted">Loading…</p>;
  return (
    <>
      <Breadcrumbs folderId={folderId} />
      <div className="page-header">
        <h1>{folder.data.title}</h1>
        <FolderActions key={folder.data.updatedAt} folder={folder.data} />
      </div>
      <div className="toolbar">
        <Link className="button" to={`/ask?folderId=${folderId}`}>
          Ask a question
        </Link>
        <Link className="button" to={`/reports/new?folderId=${folderId}`}>
          New report
        </Link>
        <NewFolderForm parentFolderId={folderId} />
      </div>
      <Subfolders parentId={folderId} />
      <h2>Dashboard</h2>
      <Dashboard folderId={folderId} />
    </>
  );
}
