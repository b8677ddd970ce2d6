import { useId, useState } from "react";

export interface MemberOption {
  name: string;
  title: string;
  type: string;
}

const SHOWN = 30;

/**
 * Picks members from the catalogue: the chosen ones as removable chips, then a search box over names and titles
 * with a checkbox per match. A name the catalogue lacks can still be added as typed (a model not synced yet).
 */
export function MemberPicker({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: MemberOption[];
  selected: string[];
  onChange: (next: string[]) => void;
}) {
  const [search, setSearch] = useState("");
  const searchId = useId();
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = options.filter((option) =>
    words.every((word) => `${option.name} ${option.title}`.toLowerCase().includes(word)),
  );
  const toggle = (name: string) =>
    onChange(selected.includes(name) ? selected.filter((item) => item !== name) : [...selected, name]);
  const typed = search.trim();
  const canAddTyped = /^[\w.]+\.[\w.]+$/.test(typed) && !options.some((option) => option.name === typed);

  return (
    <fieldset className="member-picker">
      <legend>{label}</legend>
      {selected.length > 0 && (
        <ul className="chips" aria-label={`Chosen ${label.toLowerCase()}`}>
          {selected.map((name) => (
            <li key={name}>
              <code>{name}</code>
              <button type="button" aria-label={`Remove ${name}`} onClick={() => toggle(name)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={searchId}>Search {label.toLowerCase()}</label>
      <input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      {words.length > 0 && (
        <ul className="member-options">
          {matches.slice(0, SHOWN).map((option) => (
            <li key={option.name}>
              <label>
                <input type="checkbox" checked={selected.includes(option.name)} onChange={() => toggle(option.name)} />
                {option.title} <code>{option.name}</code>
              </label>
            </li>
          ))}
          {matches.length > SHOWN && <li className="muted">{matches.length - SHOWN} more: refine the search</li>}
          {matches.length === 0 && !canAddTyped && <li className="muted">No match</li>}
        </ul>
      )}
      {canAddTyped && (
        <button type="button" onClick={() => (toggle(typed), setSearch(""))}>
          Add {typed}
        </button>
      )}
    </fieldset>
  );
}
