import { useEffect, useId, useRef, type ReactNode } from "react";
import { ErrorNotice } from "../lib/errors";

/**
 * A modal dialog: labelled by its title, Escape closes it, focus moves into it when it opens and back to what had
 * it when it closes.
 */
export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = ref.current?.querySelector<HTMLElement>("input, select, textarea, button");
    first?.focus();
    return () => previous?.focus();
  }, []);
  return (
    <div className="modal-backdrop">
      <div
        ref={ref}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === "Escape") onClose();
        }}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}

/** A modal holding one form: its fields, the error of its last submission, then its submit and Cancel buttons. */
export function ModalForm(props: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  error: unknown;
  errorTitle: string;
  children: ReactNode;
}) {
  return (
    <Modal title={props.title} onClose={props.onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        {props.children}
        <ErrorNotice error={props.error} title={props.errorTitle} />
        <div className="dialog-buttons">
          <button type="submit">{props.submitLabel}</button>
          <button type="button" onClick={props.onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
