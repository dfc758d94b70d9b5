import { ShoppingCart, Zap } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { QuantitySelector } from './quantity-selector.tsx';

interface PurchaseActionsProps {
  stock: number;
  onAddToCart: (quantity: number) => void;
  onBuyNow: (quantity: number) => void;
}

/** Quantity, 'Add to Cart' and 'Buy Now'; a sold-out listing says so instead. */
export function PurchaseActions({ stock, onAddToCart, onBuyNow }: PurchaseActionsProps) {
  const [quantity, setQuantity] = useState(1);

  if (stock <= 0) {
    return <p className="font-semibold text-status-red">Sold out</p>;
  }

  return (
    <div className="flex flex-col gap-4">
      <QuantitySelector quantity={quantity} onQuantityChange={setQuantity} stock={stock} />
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <Button variant="outline" size="lg" onClick={() => onAddToCart(quantity)}>
          <ShoppingCart aria-hidden="true" className="size-5" />
          Add to Cart
        </Button>
        <Button size="lg" onClick={() => onBuyNow(quantity)}>
          <Zap aria-hidden="true" className="size-5" />
          Buy Now
        </Button>
      </div>
    </div>
  );
}
