import { Gift, IndianRupee, PlugZap, Store, type LucideIcon } from 'lucide-react';
import type { BrandSection } from '../../data/dealers/schema.ts';

type FeatureTilesProps = { tiles: Extract<BrandSection, { kind: 'feature-tiles' }>['tiles'] };

const icons: Record<FeatureTilesProps['tiles'][number]['icon'], LucideIcon> = {
  loyalty: Gift,
  'ev-charging': PlugZap,
  store: Store,
  upi: IndianRupee,
};

/** What an outlet of the brand offers its customers, one tile each. */
export function FeatureTiles({ tiles }: FeatureTilesProps) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {tiles.map((tile) => {
        const Icon = icons[tile.icon];
        return (
          <li
            key={tile.title}
            className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-6 text-center"
          >
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
            <span className="font-bold">{tile.title}</span>
          </li>
        );
      })}
    </ul>
  );
}
