import { Spinner } from '@/components/ui/spinner';

/** While a cloud page renders on the server. */
export default function Loading() {
  return (
    <div className="page" data-testid="cloud-loading">
      <Spinner />
    </div>
  );
}
