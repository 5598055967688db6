import { notFound } from 'next/navigation';

/** Any path no screen claims answers the 404 page. */
export default function CatchAll() {
  notFound();
}
