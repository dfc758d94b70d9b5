import {
  Award,
  type LucideIcon,
  Package,
  ShoppingCart,
  Star,
  Target,
  TrendingUp,
  Trophy,
  Users,
} from 'lucide-react';
import type { AchievementIcon as IconName } from '../../../../domain/achievements.ts';
import { cn } from '../../../lib/cn.ts';

// The catalogue names its icons (spec, section 3); these are lucide's drawings of them.
const icons: Record<IconName, LucideIcon> = {
  trophy: Trophy,
  star: Star,
  cart: ShoppingCart,
  package: Package,
  users: Users,
  trending: TrendingUp,
  target: Target,
  award: Award,
};

/** The achievement's icon in a round tile: saffron once completed, grey while locked. */
export function AchievementIcon({ icon, completed }: { icon: IconName; completed: boolean }) {
  const Icon = icons[icon];
  return (
    <span
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-full',
        completed ? 'bg-accent-100 text-accent-800' : 'bg-slate-100 text-slate-500',
      )}
    >
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
