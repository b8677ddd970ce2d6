import { CHART_TYPES, TIME_GRANULARITIES } from "@quarry/client";
import type { CatalogueOptions } from "../lib/catalogue";
import { DATE_RANGES, FILTER_OPERATORS, type Draft } from "../lib/draft";
import { MemberPicker } from "./member-picker";

const CHART_LABELS: Record<(typeof CHART_TYPES)[number], string> = {
  area: "Area",
  bar: "Bar",
  bar_list: "Bar list",
  donut: "Donut",
  line: "Line",
  scatter: "Scatter",
  table: "Table",
};

/** The report's fields as a form; every change goes to `onChange` as a whole new draft. */
export function ReportEditor({
  draft,
  onChange,
  options,
}: {
  draft: Draft;
  onChange: (next: Draft) => void;
  options: CatalogueOptions;
}) {
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => onChange({ ...draft, [key]: value });
  const rangeChoice = draft.dateRange.selectValue ?? (draft.dateRange.from || draft.dateRange.to ? "custom" : "");
  const filterMembers = [...options.dimensions, ...options.timeDimensions, ...options.measures];
  const orderMembers = [...draft.metrics, ...draft.dimensions];

  return (
    <div className="editor">
      <label>
        Title
        <input value={draft.title} onChange={(event) => set("title", event.target.value)} required />
      </label>
      <label>
        Description
        <textarea value={draft.description} onChange={(event) => set("description", event.target.value)} rows={2} />
      </label>
      <label>
        Chart type
        <select
          value={draft.chartType}
          onChange={(event) => set("chartType", event.target.value as Draft["chartType"])}
        >
          {CHART_TYPES.map((type) => (
            <option key={type} value={type}>
              {CHART_LABELS[type]}
            </option>
          ))}
        </select>
      </label>

      <MemberPicker
        label="Measures"
        options={options.measures}
        selected={draft.metrics}
        onChange={(next) => set("metrics", next)}
      />
      <MemberPicker
        label="Dimensions"
        options={options.dimensions}
        selected={draft.dimensions}
        onChange={(next) => set("dimensions", next)}
      />

      <fieldset>
        <legend>Time</legend>
        <label>
          Date field
          <select value={draft.dateFilterField} onChange={(event) => set("dateFilterField", event.target.value)}>
            <option value="">None</option>
            {options.timeDimensions.map((option) => (
              <option key={option.name} value={option.name}>
                {option.title}
              </option>
            ))}
            {draft.dateFilterField &&
              !options.timeDimensions.some((option) => option.name === draft.dateFilterField) && (
                <option value={draft.dateFilterField}>{draft.dateFilterField}</option>
              )}
          </select>
        </label>
        <label>
          Granularity
          <select value={draft.timeGranularity} onChange={(event) => set("timeGranularity", event.target.value)}>
            <option value="">None</option>
            {TIME_GRANULARITIES.map((granularity) => (
              <option key={granularity} value={granularity}>
                {granularity}
              </option>
            ))}
          </select>
        </label>
        <label>
          Date range
          <select
            value={rangeChoice}
            onChange={(event) => {
              const value = event.target.value;
              set("dateRange", value === "custom" ? { from: "", to: "" } : value ? { selectValue: value } : {});
            }}
          >
            <option value="">Any time</option>
            {DATE_RANGES.map((range) => (
              <option key={range} value={range}>
                {range}
              </option>
            ))}
            <option value="custom">Between dates…</option>
          </select>
        </label>
        {rangeChoice === "custom" && (
          <>
            <label>
              From
              <input
                type="date"
                value={draft.dateRange.from ?? ""}
                onChange={(event) => set("dateRange", { ...draft.dateRange, from: event.target.value })}
              />
            </label>
            <label>
              To
              <input
                type="date"
                value={draft.dateRange.to ?? ""}
                onChange={(event) => set("dateRange", { ...draft.dateRange, to: event.target.value })}
              />
            </label>
          </>
        )}
      </fieldset>

      <fieldset>
        <legend>Filters</legend>
        {draft.filters.map((filter, index) => {
          const update = (change: Partial<typeof filter>) =>
            set(
              "filters",
              draft.filters.map((item, at) => (at === index ? { ...item, ...change } : item)),
            );
          return (
            <div className="filter-row" key={index}>
              <label>
                Filter {index + 1} field
                <select value={filter.member} onChange={(event) => update({ member: event.target.value })}>
                  <option value="">Choose…</option>
                  {filterMembers.map((option) => (
                    <option key={option.name} value={option.name}>
                      {option.title}
                    </option>
                  ))}
                  {filter.member && !filterMembers.some((option) => option.name === filter.member) && (
                    <option value={filter.member}>{filter.member}</option>
                  )}
                </select>
              </label>
              <label>
                Filter {index + 1} operator
                <select value={filter.operator} onChange={(event) => update({ operator: event.target.value })}>
                  {FILTER_OPERATORS.map((operator) => (
                    <option key={operator} value={operator}>
                      {operator}
                    </option>
                  ))}
                </select>
              </label>
              {filter.operator !== "set" && filter.operator !== "notSet" && (
                <label>
                  Filter {index + 1} values (comma-separated)
                  <input value={filter.valuesText} onChange={(event) => update({ valuesText: event.target.value })} />
                </label>
              )}
              <button
                type="button"
                onClick={() =>
                  set(
                    "filters",
                    draft.filters.filter((_, at) => at !== index),
                  )
                }
              >
                Remove filter {index + 1}
              </button>
            </div>
          );
        })}
        {draft.otherFilters.length > 0 && (
          <p className="muted">{draft.otherFilters.length} grouped (and/or) filter(s) are kept as saved.</p>
        )}
        <button
          type="button"
          onClick={() => set("filters", [...draft.filters, { member: "", operator: "equals", valuesText: "" }])}
        >
          Add a filter
        </button>
      </fieldset>

      <fieldset>
        <legend>Order and limit</legend>
        {draft.order.map((entry, index) => (
          <div className="filter-row" key={index}>
            <label>
              Sort {index + 1} by
              <select
                value={entry.member}
                onChange={(event) =>
                  set(
                    "order",
                    draft.order.map((item, at) => (at === index ? { ...item, member: event.target.value } : item)),
                  )
                }
              >
                <option value="">Choose…</option>
                {[...new Set([...orderMembers, entry.member].filter(Boolean))].map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Sort {index + 1} direction
              <select
                value={entry.direction}
                onChange={(event) =>
                  set(
                    "order",
                    draft.order.map((item, at) =>
                      at === index ? { ...item, direction: event.target.value as "asc" | "desc" } : item,
                    ),
                  )
                }
              >
                <option value="desc">Descending</option>
                <option value="asc">Ascending</option>
              </select>
            </label>
            <button
              type="button"
              onClick={() =>
                set(
                  "order",
                  draft.order.filter((_, at) => at !== index),
                )
              }
            >
              Remove sort {index + 1}
            </button>
          </div>
        ))}
        <button type="button" onClick={() => set("order", [...draft.order, { member: "", direction: "desc" }])}>
          Add a sort
        </button>
        <label>
          Row limit
          <input
            type="number"
            min={1}
            max={50000}
            value={draft.limit}
            onChange={(event) => set("limit", event.target.value)}
          />
        </label>
      </fieldset>
    </div>
  );
}
