import { site } from '../../config/site';

// Stub: the full footer (social and quick links) is built in the layout work.
export default function Footer({ year }: { year: number }) {
  return (
    <footer className="bg-ink text-slate-200">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <p>{site.tagline}</p>
        <p>
          © {year} {site.name}
        </p>
      </div>
    </footer>
  );
}
