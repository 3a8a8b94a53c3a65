import { useId, type ReactNode } from 'react';

/**
 * A wide admin table in a region of its own that scrolls sideways on narrow screens and can be
 * reached with the keyboard, named by the table's visually hidden caption.
 * @param className more classes for the region, beside `table-wrap`
 * @param children the table's head and body
 */
export function TableRegion({
  caption,
  className,
  tableClassName,
  children,
}: {
  caption: string;
  className?: string;
  tableClassName?: string;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <div className={className ? `table-wrap ${className}` : 'table-wrap'} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={tableClassName}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
