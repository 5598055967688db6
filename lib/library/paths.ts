/** Addresses of the library's screens (spec section 2: /librany/{id}, /libranyBook/{id}, the order and payment pages). */
export const LIBRARY_LIST = '/librany/libranyList';

export function itemHref(item: { id: number; kind: 'document' | 'book' }): string {
  return item.kind === 'book' ? `/libranyBook/${item.id}` : `/librany/${item.id}`;
}

export const orderHref = (ids: number[]) => `/librany/libranyOrder?items=${ids.join(',')}`;
export const payHref = (orderNo: string) => `/librany/libranyPay?orderNo=${encodeURIComponent(orderNo)}`;
export const myOrderHref = (orderNo: string) => `/my/documentOrderDetail?orderNo=${encodeURIComponent(orderNo)}`;
