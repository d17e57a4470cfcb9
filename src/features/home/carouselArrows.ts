// The round arrows beside the dots; shrink-0 keeps them round beside the dots' full-width row.
const arrowShape = 'grid h-11 w-11 shrink-0 place-items-center rounded-full border bg-white';

export const arrowButtonClass = `${arrowShape} border-brand-700 text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400 disabled:hover:bg-white`;

/** How the arrows look before the carousel can move: "previous" off, "next" on. */
export const arrowLook = {
  off: `${arrowShape} border-slate-300 text-slate-400`,
  on: `${arrowShape} border-brand-700 text-brand-800`,
};
