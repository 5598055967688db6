import '@/components/api-reference/api-reference.css';
import { API_REFERENCE, ApiReferenceScreen } from '@/components/api-reference/server/reference-screen';
import { screen } from '@/components/layout/screen';
import { servedOpenApiDocument } from '@/lib/server/openapi-document';

/** /apiReference: the reference of every /atsteel/ call, from the OpenAPI document (/atsteel/openapi.json); `?tag=` opens one group. */
const page = screen({
  path: API_REFERENCE,
  title: 'ApiReference.title',
  description: 'ApiReference.metaDescription',
  render: async ({ searchParams }) => {
    const { tag } = await searchParams;
    return <ApiReferenceScreen document={servedOpenApiDocument()} tag={typeof tag === 'string' ? tag : undefined} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
