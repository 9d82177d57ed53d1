import { LinkButton } from '../ui/LinkButton';

/** The body of the 404 page: what happened and the way back. */
export function NotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 sm:py-28">
      <p className="font-semibold text-brand-700">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-5xl">Page not found</h1>
      <p className="mt-4 text-lg text-slate-700">
        The page you asked for does not exist. It may have moved, or the address may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <LinkButton href="/">Go to the home page</LinkButton>
        <LinkButton href="/contact" variant="secondary">
          Contact us
        </LinkButton>
      </div>
    </div>
  );
}
