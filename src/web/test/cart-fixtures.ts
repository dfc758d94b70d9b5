import type { CartItem, CartProduct } from '../../domain/contracts/cart.ts';
import type { ProductDetail } from '../../domain/contracts/products.ts';

/** A cart line as GET /api/cart answers it, for component tests. */
export function makeCartItem(
  overrides: Partial<Omit<CartItem, 'product'>> & { product?: Partial<CartProduct> } = {},
): CartItem {
  const { product, ...line } = overrides;
  const id = line.id ?? 1;
  const productId = line.productId ?? product?.id ?? 100 + id;
  return {
    id,
    userId: 7,
    productId,
    quantity: 1,
    cashOnDelivery: true,
    ...line,
    product: {
      id: productId,
      title: 'Engineering Mathematics by B.S. Grewal',
      category: 'Textbooks',
      condition: 'Good',
      price: '349.00',
      originalPrice: '650.00',
      images: [],
      quantity: 3,
      available: true,
      ...product,
    },
  };
}

/** A listing as GET /api/products/:id answers it. */
export function makeProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 101,
    title: 'Casio fx-991EX calculator',
    description: 'Works perfectly.',
    price: '900.00',
    originalPrice: '1500.00',
    condition: 'Like New',
    category: 'Calculators',
    sellerId: 3,
    images: [],
    quantity: 2,
    rating: '0.00',
    pickupAddressType: 'college',
    pickupInstitution: 'COEP',
    pickupCity: 'Pune',
    pickupState: 'Maharashtra',
    book: null,
    createdAt: '2025-01-18T10:00:00.000Z',
    sellerName: 'Rohan',
    sellerVerifiedStudent: false,
    cashOnDelivery: true,
    seller: { username: 'rohan', rating: { average: 0, count: 0 }, dealsAsSeller: 0 },
    unavailable: false,
    ...overrides,
  };
}
