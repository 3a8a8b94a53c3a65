/**
 * The star after a required field's label: hidden from screen readers, which hear the control's
 * `required` instead. The space before it is inside the mark, so a label without it has none.
 */
export function RequiredMark() {
  return (
    <span className="required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}
