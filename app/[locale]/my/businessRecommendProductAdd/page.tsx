import { screen } from '@/components/layout/screen';
import { ProductForm } from '@/components/products/product-form';
import { idParam } from '@/lib/id-param';

/** /my/businessRecommendProductAdd[?id=]: publish a recommended product, or edit one the caller manages (an approved one goes back to review). */
const page = screen({
  path: '/my/businessRecommendProductAdd',
  title: 'Routes.screens.my_businessRecommendProductAdd',
  noIndex: true,
  messages: ['Products', 'Files', 'Reviews'],
  render: async ({ searchParams }) => {
    const id = idParam((await searchParams).id) ?? undefined;
    return <ProductForm id={id} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
