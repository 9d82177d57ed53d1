import { site } from '../../config/site';

// Stub: the full header (Services dropdown, mobile menu) is built in the layout work.
export default function Header({ currentPath }: { currentPath: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center gap-6 px-4 py-3">
        <a href="/" className="font-bold">
          {site.name}
        </a>
        <a href="/" aria-current={currentPath === '/' ? 'page' : undefined}>
          Home
        </a>
      </nav>
    </header>
  );
}
