import { NotFoundView } from '@/components/ui/not-found-view';

export function Component() {
  return <NotFoundView />;
}
