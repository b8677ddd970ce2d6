import type { Connection, SuccessBody } from "@quarry/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorNotice } from "../lib/errors";
import { keys, useConnections } from "../lib/queries";
import { useQuarry } from "../lib/session";

type SyncResult = SuccessBody<"syncCatalogue">["result"];

function Names({ label, names }: { label: string; names: string[] }) {
  if (names.length === 0) return null;
  return (
    <li>
      {label} ({names.length}): {names.slice(0, 20).join(", ")}
      {names.length > 20 && ` and ${names.length - 20} more`}
    </li>
  );
}

function SyncReport({ result }: { result: SyncResult }) {
  const nothing =
    result.added.cubes.length +
      result.added.members.length +
      result.removed.cubes.length +
      result.removed.members.length +
      result.changed.members.length ===
    0;
  return (
    <div role="status" className="sync-report">
      <p>
        Catalogue synced: {result.cubes} cubes, {result.members} members.
        {nothing && " Nothing changed since the last sync."}
      </p>
      <ul>
        <Names label="Cubes added" names={result.added.cubes} />
        <Names label="Members added" names={result.added.members} />
        <Names label="Cubes removed" names={result.removed.cubes} />
        <Names label="Members removed" names={result.removed.members} />
        <Names label="Members changed" names={result.changed.members} />
        <Names label="Values fetched for" names={result.values.members} />
        <Names label="Too many values to list" names={result.values.skipped} />
      </ul>
    </div>
  );
}

function ConnectionItem({ connection }: { connection: Connection }) {
  const client = useQuarry();
  const queryClient = useQueryClient();
  const params = { id: connection.id };
  const test = useMutation({ mutationFn: async () => (await client.unwrap.testConnection({ params })).result });
  const sync = useMutation({
    mutationFn: async () => (await client.unwrap.syncCatalogue({ params })).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.catalogue }),
  });
  const remove = useMutation({
    mutationFn: () => client.unwrap.deleteConnection({ params }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.connections }),
  });
  return (
    <li className="connection" aria-label={connection.name}>
      <h3>{connection.name}</h3>
      <p className="muted">
        <code>{connection.url}</code> · id <code>{connection.id}</code> · {connection.tokenSet ? "token" : "API secret"}
      </p>
      <div className="toolbar">
        <button type="button" onClick={() => test.mutate()} disabled={test.isPending}>
          {test.isPending ? "Testing…" : "Test"}
        </button>
        <button type="button" onClick={() => sync.mutate()} disabled={sync.isPending}>
          {sync.isPending ? "Syncing the catalogue…" : "Sync catalogue"}
        </button>
        <button type="button" className="danger" onClick={() => remove.mutate()} disabled={remove.isPending}>
          Delete
        </button>
      </div>
      {sync.isPending && (
        <p role="status">
          <progress aria-label="Syncing the catalogue" /> Reading Cube&apos;s model and the values of its text fields…
        </p>
      )}
      {test.data && (
        <p role="status" className={test.data.ok ? "ok" : "warning"}>
          {test.data.ok ? "Connected: " : "Not connected: "}
          {test.data.message}
        </p>
      )}
      {sync.data && <SyncReport result={sync.data} />}
      <ErrorNotice error={test.error} title="The test failed" />
      <ErrorNotice error={sync.error} title="The catalogue could not be synced" />
      <ErrorNotice error={remove.error} title="The connection could not be deleted" />
    </li>
  );
}

function AddConnection() {
  const client = useQuarry();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const [secret, setSecret] = useState("");
  const [kind, setKind] = useState<"apiSecret" | "token">("apiSecret");
  const add = useMutation({
    mutationFn: () =>
      client.unwrap.createConnection({ body: { connection: { type: "cube", name, url, [kind]: secret } } }),
    onSuccess: async () => {
      setName("");
      setUrl("");
      setSecret("");
      await queryClient.invalidateQueries({ queryKey: keys.connections });
    },
  });
  return (
    <form
      aria-label="Add a connection"
      className="stacked-form"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate();
      }}
    >
      <h2>Add a Cube connection</h2>
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} required />
      </label>
      <label>
        Cube URL
        <input
          type="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="https://cube.example.com"
          required
        />
      </label>
      <label>
        Credential
        <select value={kind} onChange={(event) => setKind(event.target.value as "apiSecret" | "token")}>
          <option value="apiSecret">API secret (Quarry signs a short-lived token with it)</option>
          <option value="token">A token Cube accepts, sent as it is</option>
        </select>
      </label>
      <label>
        {kind === "apiSecret" ? "API secret" : "Token"}
        <input
          type="password"
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
          autoComplete="off"
          required
        />
      </label>
      <button type="submit" disabled={add.isPending}>
        Add connection
      </button>
      <ErrorNotice error={add.error} title="The connection could not be added" />
    </form>
  );
}

export function ConnectionsPage() {
  const connections = useConnections();
  return (
    <>
      <h1>Connections</h1>
      <ErrorNotice error={connections.error} title="Connections could not be loaded" />
      {connections.data?.length === 0 && (
        <p className="muted">No connection yet: dashboards show no data until one is added.</p>
      )}
      <ul className="connections">
        {connections.data?.map((connection) => (
          <ConnectionItem key={connection.id} connection={connection} />
        ))}
      </ul>
      <AddConnection />
    </>
  );
}
