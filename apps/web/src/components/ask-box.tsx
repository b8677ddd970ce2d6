import type { Answer } from "@quarry/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { catalogueOptions } from "../lib/catalogue";
import { draftFrom, savedQueryFrom, type Draft } from "../lib/draft";
import { ErrorNotice } from "../lib/errors";
import { highlightQuestion } from "../lib/highlight";
import { newId } from "../lib/ids";
import { folderChoices } from "../lib/folders";
import { useCatalogue, useFolders } from "../lib/queries";
import { useQuarry } from "../lib/session";
import { MemberPicker } from "./member-picker";
import { QueryPreview } from "./query-preview";

function MarkedQuestion({ answer, question }: { answer: Answer; question: string }) {
  const segments = highlightQuestion(question, answer.matches, answer.unmatched);
  return (
    <p className="marked-question" aria-label="How the question was read">
      {segments.map((segment, index) =>
        segment.match ? (
          <mark
            key={index}
            className={`kind-${segment.match.kind}`}
            title={`${segment.match.member} (${segment.match.kind})`}
          >
            {segment.text}
            <span className="visually-hidden"> (read as {segment.match.member})</span>
          </mark>
        ) : segment.unmatched ? (
          <span key={index} className="unmatched" title="Not understood">
            {segment.text}
            <span className="visually-hidden"> (not understood)</span>
          </span>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}

/** One answer: its chart and data, what it understood, and what can be done with it. */
function AnswerView({ answer, question, folderId }: { answer: Answer; question: string; folderId: string | null }) {
  const client = useQuarry();
  const queryClient = useQueryClient();
  const catalogue = useCatalogue();
  const folders = useFolders();
  const initial = answer.savedQuery
    ? draftFrom({ title: answer.title, description: null, query: answer.savedQuery })
    : null;
  const [draft, setDraft] = useState<Draft | null>(initial);
  const [targetFolder, setTargetFolder] = useState(folderId ?? "");
  const edited = JSON.stringify(draft) !== JSON.stringify(initial);
  const options = catalogueOptions(catalogue.data);

  const save = useMutation({
    mutationFn: async () => {
      const id = newId();
      await client.unwrap.createSavedQuery({
        body: { savedQuery: { ...savedQueryFrom(draft!), id }, ...(targetFolder ? { folderId: targetFolder } : {}) },
      });
      return id;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["reports"] }),
  });
  const validate = useMutation({
    mutationFn: () => client.unwrap.validateQuery({ body: { question, type: "cube", query: answer.query! } }),
  });

  return (
    <section aria-label="Answer" className="answer">
      <h2>{answer.title}</h2>
      <MarkedQuestion answer={answer} question={question} />
      <p>{answer.explanation}</p>
      <p>
        <label>
          Confidence <meter min={0} max={1} value={answer.confidence} /> {Math.round(answer.confidence * 100)}%
        </label>
        {answer.source === "validated" && <span className="badge">Answered from a validated query</span>}
      </p>
      {draft && answer.query && (
        <>
          {edited ? (
            <QueryPreview
              body={{ savedQuery: savedQueryFrom(draft) }}
              chartType={draft.chartType}
              title={draft.title}
            />
          ) : (
            <QueryPreview body={{ query: answer.query }} chartType={answer.chartType ?? "table"} title={answer.title} />
          )}
          <details className="edit-answer">
            <summary>Edit the answer before saving</summary>
            <label>
              Title
              <input value={draft.title} onChange={(event) => setDraft({ ...draft, title: event.target.value })} />
            </label>
            <MemberPicker
              label="Measures"
              options={options.measures}
              selected={draft.metrics}
              onChange={(metrics) => setDraft({ ...draft, metrics })}
            />
            <MemberPicker
              label="Dimensions"
              options={options.dimensions}
              selected={draft.dimensions}
              onChange={(dimensions) => setDraft({ ...draft, dimensions })}
            />
          </details>
          <div className="toolbar">
            <label>
              Save in
              <select value={targetFolder} onChange={(event) => setTargetFolder(event.target.value)}>
                <option value="">No folder</option>
                {folderChoices(folders.data ?? []).map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" onClick={() => save.mutate()} disabled={save.isPending || save.isSuccess}>
              Save as report
            </button>
            <button
              type="button"
              onClick={() => validate.mutate()}
              disabled={edited || validate.isPending || validate.isSuccess}
              title={edited ? "Confirms the answer as given; save your edited version as a report instead" : undefined}
            >
              This is right
            </button>
          </div>
          {save.isSuccess && (
            <p role="status">
              Saved. <Link to={`/reports/${save.data}`}>Open the report</Link>
              {targetFolder && (
                <>
                  {" "}
                  or <Link to={`/folders/${targetFolder}`}>its dashboard</Link>
                </>
              )}
            </p>
          )}
          {validate.isSuccess && (
            <p role="status">Thanks: this answer is now reused for the same and similar questions.</p>
          )}
          <ErrorNotice error={save.error} title="The report could not be saved" />
          <ErrorNotice error={validate.error} title="The answer could not be confirmed" />
        </>
      )}
    </section>
  );
}

/** A question in plain English; the answer below it. */
export function AskBox({ folderId }: { folderId: string | null }) {
  const client = useQuarry();
  const [question, setQuestion] = useState("");
  const ask = useMutation({
    mutationFn: async (input: string) => ({
      question: input,
      answer: (await client.unwrap.submitQuery({ body: { input }, query: {} })).result.answer,
    }),
  });
  return (
    <div className="ask">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (question.trim()) ask.mutate(question.trim());
        }}
      >
        <label>
          Question
          <input
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            placeholder="e.g. revenue by country last month"
          />
        </label>
        <button type="submit" disabled={ask.isPending}>
          {ask.isPending ? "Asking…" : "Ask"}
        </button>
      </form>
      <ErrorNotice error={ask.error} title="The question could not be answered" />
      {ask.data && (
        <AnswerView
          key={`${ask.data.question}:${ask.submittedAt}`}
          answer={ask.data.answer}
          question={ask.data.question}
          folderId={folderId}
        />
      )}
    </div>
  );
}
