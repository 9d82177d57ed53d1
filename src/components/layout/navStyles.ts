/** How a top-level link or menu button in the header looks, including the current-page mark. */
export const navItemClass =
  'inline-flex min-h-11 items-center gap-1 rounded-md px-3 py-2 font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-ink aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:underline-offset-4';

/** How an entry inside a Services list looks. */
export const menuEntryClass =
  'flex min-h-11 items-center rounded-md px-3 py-2 text-slate-700 transition-colors hover:bg-slate-100 hover:text-ink aria-[current=page]:font-semibold aria-[current=page]:text-brand-700';
