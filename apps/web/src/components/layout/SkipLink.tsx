/** The first stop for keyboard users: jumps past the navigation to the page's main landmark. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      Skip to content
    </a>
  );
}
