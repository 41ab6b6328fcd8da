// The WAI-ARIA menu pattern's keys (https://www.w3.org/WAI/ARIA/apg/patterns/menubar/): inside an
// open role=menu, Down/Up move to the next/previous item (wrapping), Home/End to the first/last,
// Escape closes the menu and gives the focus back to the button that opened it. One function for
// every menu the console draws (a row's 更多, the tabs bar's 全部页面).

/** The items of a menu that can take the focus, in order. */
function itemsOf(menu: Element): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter(
    (el) => !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true',
  );
}

/**
 * Handles one key pressed inside a menu. `close` hides the menu; the focus then returns to
 * `opener`. Returns true when the key was the menu's (the caller then prevents its default).
 */
export function menuKey(key: string, menu: Element, opener: HTMLElement | null, close: () => void): boolean {
  const items = itemsOf(menu);
  const at = items.indexOf(document.activeElement as HTMLElement);
  let next: number;
  switch (key) {
    case 'ArrowDown':
      next = at < 0 ? 0 : (at + 1) % items.length;
      break;
    case 'ArrowUp':
      next = at < 0 ? items.length - 1 : (at - 1 + items.length) % items.length;
      break;
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = items.length - 1;
      break;
    case 'Escape':
      close();
      opener?.focus();
      return true;
    default:
      return false;
  }
  items[next]?.focus();
  return true;
}
