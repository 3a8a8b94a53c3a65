import { useRef, type ReactNode } from 'react';

/**
 * A member-area action that is asked twice, in place rather than in a dialog (issue #21): the
 * danger button `askLabel`; once pressed (`open`), a group with the question, Yes (focused) and No,
 * which closes it and puts focus back on the ask button.
 * @param askWrapper a class for a `<div>` around the ask button, e.g. "portal__actions"
 * @param onOpen called with true when the ask button is pressed and false on No
 */
export function ConfirmInPlace({
  open,
  onOpen,
  askLabel,
  askWrapper,
  groupLabel,
  question,
  yesLabel,
  noLabel,
  busy,
  onYes,
}: {
  open: boolean;
  onOpen(open: boolean): void;
  askLabel: string;
  askWrapper?: string;
  groupLabel: string;
  question: ReactNode;
  yesLabel: string;
  noLabel: string;
  busy: boolean;
  onYes(): void;
}) {
  const askButton = useRef<HTMLButtonElement>(null);
  const yesButton = useRef<HTMLButtonElement>(null);
  if (open)
    return (
      <div className="portal__confirm" role="group" aria-label={groupLabel}>
        <p>{question}</p>
        <button ref={yesButton} type="button" className="btn btn--danger" onClick={onYes} disabled={busy}>
          {yesLabel}
        </button>{' '}
        <button
          type="button"
          className="btn"
          onClick={() => {
            onOpen(false);
            window.setTimeout(() => askButton.current?.focus());
          }}
        >
          {noLabel}
        </button>
      </div>
    );
  const ask = (
    <button
      ref={askButton}
      type="button"
      className="btn btn--danger"
      onClick={() => {
        onOpen(true);
        window.setTimeout(() => yesButton.current?.focus());
      }}
    >
      {askLabel}
    </button>
  );
  return askWrapper ? <div className={askWrapper}>{ask}</div> : ask;
}
