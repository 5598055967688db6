import { Spinner } from '@/components/ui/spinner';

/** While a library page renders on the server (search, detail). */
export default function Loading() {
  return (
    <div className="page" data-testid="library-loading">
      <Spinner />
    </div>
  );
}
