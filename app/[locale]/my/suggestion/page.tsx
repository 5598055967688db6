import { Suspense } from 'react';
import { screen } from '@/components/layout/screen';
import { SuggestionCentre } from '@/components/suggestions/suggestion-centre';
import '@/components/suggestions/suggestions.css';

/** /my/suggestion inside the personal-centre shell: users write, customer service replies (the endpoints decide). */
const page = screen({
  path: '/my/suggestion',
  title: 'Suggestions.title',
  description: 'Suggestions.description',
  noIndex: true,
  messages: ['Suggestions', 'Files'],
  render: () => (
    <Suspense fallback={null}>
      <SuggestionCentre />
    </Suspense>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
