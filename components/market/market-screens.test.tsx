// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { DataSetView, PartDetail, PartHit, ProductDetail } from '@/lib/market/contract';
import { renderWithProviders } from '@/tests/render';
import { DataSetPage } from './data-set-page';
import { PartDetailView } from './part-detail';
import { PartList } from './part-list';
import { ProductDetailView } from './product-detail';
import { ProductList } from './product-list';

vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(), usePathname: () => '/zhj/productList', useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock('@/lib/i18n/navigation', () => ({ usePathname: () => '/zhj/productList', useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock('./part-download', () => ({ PartDownload: () => null }));
vi.mock('@/components/layout/nav-link', () => ({ NavLink: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => <a href={href} {...rest}>{children}</a> }));

const set: DataSetView = {
  id: 3,
  code: 'curated:weld_metal_charpy',
  title: 'Weld-metal Charpy data',
  description: 'Impact requirements',
  origin: 'curated',
  fields: [{ name: 'classification', label: 'Classification', unit: null }, { name: 'Rm_MPa', label: 'Tensile strength Rm', unit: 'MPa' }],
  rowCount: 40,
  sample: [['E4315', '>=420']],
  licence: 'Hand-compiled from public pages.',
  citation: 'Subset of the compiled welding consumables.',
  sourceUrl: null,
  redistribution: 'allowed',
  products: [{ id: 7, title: 'Weld-metal Charpy data' }],
  seller: null,
};

const product: ProductDetail = {
  id: 7,
  code: 'weld-metal-charpy',
  title: 'Weld-metal Charpy data',
  summary: 'Charpy energies',
  origin: 'curated',
  expense: 'paid',
  priceFen: 1990,
  formats: ['csv', 'xlsx', 'json'],
  redistribution: 'allowed',
  datasetId: 3,
  rowCount: 40,
  fieldCount: 2,
  traded: 2,
  demo: true,
  seller: null,
  catalogueItemId: 11,
  dataSet: set,
  access: null,
};

const part: PartHit = {
  id: 1,
  code: 'hex-bolt-gbt5782',
  catalogue: 'standard',
  category: 'hexBolt',
  standard: 'GB/T 5782',
  intlStandard: 'ISO 4014',
  title: 'Hexagon head bolts',
  fields: [{ name: 's', unit: 'mm' }],
  classes: ['8.8'],
  sizes: [{ id: 4, size: 'M12', cells: ['18.0'], sourceUrl: 'https://engineeringhardware.com/x', citation: 'table', demo: false }],
};

describe('marketplace and parts screens', () => {
  it.each(['zh', 'en'] as const)('shows a product with its demo price, licence and first rows, and asks a visitor to sign in (%s)', (locale) => {
    renderWithProviders(<ProductDetailView product={product} here="/zhj/productDetail?id=7" />, { locale, namespaces: ['Market', 'Payments', 'PaymentScreens'] });
    expect(screen.getByTestId('product-price').textContent).toMatch(/19\.90/);
    expect(screen.getByTestId('dataset-sample').querySelectorAll('tbody tr')).toHaveLength(1);
    expect(screen.getByTestId('dataset-licence').textContent).toContain('Hand-compiled from public pages.');
    expect(screen.getByTestId('product-sign-in')).toBeTruthy();
  });

  it('offers to buy, to pay a waiting order, or to generate each format once entitled', () => {
    const { unmount } = renderWithProviders(<ProductDetailView product={{ ...product, access: { entitled: false, ownOffer: false, pendingOrderNo: null, files: [] } }} here="/x" />, { locale: 'en', namespaces: ['Market'] });
    expect(screen.getByTestId('product-buy').textContent).toBe('Buy');
    unmount();
    const ready = { id: 5, format: 'csv' as const, state: 'ready' as const, fileId: 'f', name: 'a.csv', size: 2048, sha256: 'ab'.repeat(32), url: '/atsteel/SystemManager/fileDownload?id=f' };
    renderWithProviders(<ProductDetailView product={{ ...product, access: { entitled: true, ownOffer: false, pendingOrderNo: null, files: [ready] } }} here="/x" />, { locale: 'en', namespaces: ['Market'] });
    expect(screen.getByTestId('generate-xlsx').textContent).toBe('Generate XLSX');
    expect(screen.getByTestId('file-sha256').textContent).toBe('ab'.repeat(32));
  });

  it('shows the seller of an R&D data set their own offer instead of a buy button, in both languages', () => {
    const seller = { kind: 'researchData' as const, name: 'Demo owner', researchDataId: 42 };
    for (const [locale, text] of [['en', 'This is your own data set'], ['zh', '这是您本人出售的数据集']] as const) {
      const { unmount } = renderWithProviders(<ProductDetailView product={{ ...product, seller, access: { entitled: false, ownOffer: true, pendingOrderNo: null, files: [] } }} here="/x" />, { locale, namespaces: ['Market'] });
      expect(screen.queryByTestId('product-buy')).toBeNull();
      expect(screen.getByTestId('product-own-offer').textContent).toContain(text);
      expect(screen.getByTestId('product-own-record').getAttribute('href')).toContain('/allServer/42');
      unmount();
    }
  });

  it('shows a link-only product without rows or actions', () => {
    renderWithProviders(<ProductDetailView product={{ ...product, formats: [], expense: 'free', demo: false, redistribution: 'linkOnly', dataSet: { ...set, redistribution: 'linkOnly', sample: [], sourceUrl: 'https://doi.org/x' } }} here="/x" />, { locale: 'zh', namespaces: ['Market'] });
    expect(screen.getByTestId('product-link-only').textContent).toContain('https://doi.org/x');
    expect(screen.getByTestId('dataset-no-sample')).toBeTruthy();
  });

  it.each(['zh', 'en'] as const)('renders the list, the data set and the parts with their sources, empty and error states (%s)', (locale) => {
    const { unmount } = renderWithProviders(<ProductList query={{}} result={{ ok: true, data: { list: [product], total: 1, page: 1, pageSize: 12 } }} />, { locale });
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
    unmount();
    renderWithProviders(<ProductList query={{ keyword: 'x' }} result={{ ok: false, msg: 'boom' }} />, { locale }).unmount();
    renderWithProviders(<DataSetPage set={set} />, { locale }).unmount();
    renderWithProviders(<PartList base="/standardParts/list" kind="standard" categories={['hexBolt']} query={{ size: 'M12' }} result={{ ok: true, data: { list: [part], total: 1, page: 1, pageSize: 10 } }} />, { locale });
    expect(screen.getByTestId('part-size').getAttribute('data-size')).toBe('M12');
    expect(screen.getByTestId('part-size').textContent).toContain('engineeringhardware.com');
  });

  const pipe: PartDetail = {
    ...part,
    code: 'pipe-astm-a53',
    catalogue: 'common',
    category: 'pipe',
    standard: 'ASTM A53/A53M',
    intlStandard: null,
    title: 'Steel pipes (ASTM A53)',
    fields: [
      { name: 'NPS', unit: null },
      { name: 'od', unit: 'mm' },
      { name: 'weight', unit: 'kg/m' },
    ],
    classes: [],
    sizes: [{ id: 9, size: 'NPS 2 × 3.91', cells: ['2', '60.3', '5.44'], sourceUrl: 'https://sjsenersol.ae/pipes-fittings/nps-2-nps-3-2n/', citation: 'table', demo: false }],
    description: 'Pipes',
    classesSource: null,
    materials: ['A53 Grade A', 'A53 Grade B'],
  };

  it.each([
    ['zh', ['规格', 'NPS', '外径（mm）', '理论重量（kg/m）', '来源']],
    ['en', ['Size', 'NPS', 'Outside diameter (mm)', 'Theoretical weight (kg/m)', 'Source']],
  ] as const)('labels a common part\'s quantities in the language and links the grades its source names (%s)', (locale, headers) => {
    renderWithProviders(<PartDetailView part={pipe} />, { locale });
    expect([...screen.getByTestId('part-table').querySelectorAll('th')].map((th) => th.textContent)).toEqual(headers);
    expect([...screen.getByTestId('part-materials').querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['A53 Grade A', '/mind/mindIndex?q=A53+Grade+A'],
      ['A53 Grade B', '/mind/mindIndex?q=A53+Grade+B'],
    ]);
  });

  it('shows that a source names no grade, and a common list asks for a leg width or NPS', () => {
    const { unmount } = renderWithProviders(<PartDetailView part={{ ...pipe, materials: [] }} />, { locale: 'en' });
    expect(screen.getByTestId('part-materials').textContent).toBe('The source names no material grade.');
    unmount();
    renderWithProviders(<PartList base="/commonParts/list" kind="common" categories={['angle', 'pipe']} query={{}} result={{ ok: true, data: { list: [pipe], total: 1, page: 1, pageSize: 10 } }} />, { locale: 'zh' });
    expect(screen.getByTestId('part-size-input').getAttribute('placeholder')).toBe('如 50');
    expect(screen.getByTestId('part-size-input').getAttribute('title')).toBe('按角钢长边宽、H 型钢高度或钢管 NPS 筛选');
  });
});
