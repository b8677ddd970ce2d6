import { QuarryError, QuarryTimeoutError } from "@quarry/client";

/** What the person sees of a failure: the API's message, its code and the request id to quote. */
export function ErrorNotice({ error, title = "Something went wrong" }: { error: unknown; title?: string }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : JSON.stringify(error);
  return (
    <div role="alert" className="error">
      <strong>{title}:</strong> {message}
      {error instanceof QuarryError && (
        <>
          {error.details.length > 0 && (
            <ul>
              {error.details.map((detail) => (
                <li key={`${detail.path}:${detail.issue}`}>
                  <code>{detail.path}</code> {detail.issue}
                </li>
              ))}
            </ul>
          )}
          <div className="muted">
            {error.status} {error.code}
            {error.requestId && (
              <>
                {" · request id "}
                <code>{error.requestId}</code>
              </>
            )}
          </div>
        </>
      )}
      {error instanceof QuarryTimeoutError && <div className="muted">No answer within {error.timeoutMs} ms.</div>}
    </div>
  );
}

export function isStatus(error: unknown, status: number): boolean {
  return error instanceof QuarryError && error.status === status;
}
