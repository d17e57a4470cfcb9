import { useId, type ReactNode } from 'react';
import { headerClasses } from '../styles/headerClasses';
import { usePopover } from './usePopover';

/** The classes of an entry of the list, a link or a button. */
export const menuItemClass = headerClasses.menuItem;

/** What an entry calls once chosen: the list closes, with the focus back on the button if asked. */
export type CloseMenu = (refocus?: boolean) => void;

/**
 * A button that opens a list under it (a menu, the language choice): a press outside the two or
 * Escape closes it (`usePopover`). The button says whether the list is open and which it is.
 */
export function MenuButton({
  label,
  listLabel,
  buttonClassName,
  listClassName,
  children,
}: {
  label: ReactNode;
  listLabel?: string;
  buttonClassName: string;
  /** Where the list goes (under the button, or in the flow) and how wide it is. */
  listClassName: string;
  children: (close: CloseMenu) => ReactNode;
}) {
  const { open, setOpen, close, root, button } = usePopover();
  const listId = useId();

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={buttonClassName}
      >
        {label}
        <span aria-hidden="true"> ▾</span>
      </button>
      {open ? (
        <ul
          id={listId}
          aria-label={listLabel}
          className={`${headerClasses.menuList} ${listClassName}`}
        >
          {children(close)}
        </ul>
      ) : null}
    </div>
  );
}
