import { Factory, Fuel, HardHat, Leaf, Tractor, Truck, type LucideProps } from 'lucide-react';
import type { HomeIconName } from '../../data/home.ts';

const icons = {
  fuel: Fuel,
  leaf: Leaf,
  truck: Truck,
  tractor: Tractor,
  'hard-hat': HardHat,
  factory: Factory,
} satisfies Record<HomeIconName, unknown>;

type HomeIconProps = LucideProps & { name: HomeIconName };

/** A decorative icon named by the content data; the text beside it carries the meaning. */
export function HomeIcon({ name, ...rest }: HomeIconProps) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" focusable="false" {...rest} />;
}
