import { z } from 'zod';
import { ADDRESS_TYPES } from '../../../domain/catalogue.ts';
import type { DeliveryDetails } from '../../../domain/contracts/orders.ts';
import { localStore, sessionStore } from '../../lib/storage.ts';

/**
 * The checkout's delivery details are not typed twice: what the student is typing stays for this tab while they
 * step back to the cart (session storage), and the details of their last order fill the next checkout (local
 * storage). Both are kept with the user's id and read back only for that user; logging out clears them.
 */

const DeliveryValuesSchema = z.object({
  customerName: z.string(),
  customerPhone: z.string(),
  deliveryAddressType: z.enum(ADDRESS_TYPES),
  deliveryInstitution: z.string(),
  deliveryAddress: z.string(),
  deliveryCity: z.string(),
  deliveryState: z.string(),
  deliveryPincode: z.string(),
});
export type DeliveryValues = z.infer<typeof DeliveryValuesSchema>;

const StoredSchema = z.object({ userId: z.number(), values: DeliveryValuesSchema });

function readFor(userId: number, stored: unknown): DeliveryValues | null {
  const parsed = StoredSchema.safeParse(stored);
  return parsed.success && parsed.data.userId === userId ? parsed.data.values : null;
}

/** What to fill the form with: this tab's unfinished details, else the last order's, else nothing. */
export function rememberedDelivery(userId: number): DeliveryValues | null {
  return (
    readFor(userId, sessionStore.get<unknown>('checkoutDraft')) ??
    readFor(userId, localStore.get<unknown>('lastDelivery'))
  );
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Keeps what is being typed (the form's values as they stand, some perhaps unset), for a return from the cart. */
export function saveDeliveryDraft(
  userId: number,
  values: { [Field in keyof DeliveryValues]?: unknown },
): void {
  const draft: DeliveryValues = {
    customerName: text(values.customerName),
    customerPhone: text(values.customerPhone),
    deliveryAddressType: ADDRESS_TYPES.find((type) => type === values.deliveryAddressType) ?? 'home',
    deliveryInstitution: text(values.deliveryInstitution),
    deliveryAddress: text(values.deliveryAddress),
    deliveryCity: text(values.deliveryCity),
    deliveryState: text(values.deliveryState),
    deliveryPincode: text(values.deliveryPincode),
  };
  sessionStore.set('checkoutDraft', { userId, values: draft });
}

/** After an order is placed: these details fill the next checkout. */
export function rememberDelivery(userId: number, values: DeliveryValues): void {
  localStore.set('lastDelivery', { userId, values });
  sessionStore.remove('checkoutDraft');
}

/** The details an order was placed with, as the form holds them (empty text for what was left out). */
export function deliveryValues(details: DeliveryDetails): DeliveryValues {
  return {
    customerName: details.customerName,
    customerPhone: details.customerPhone,
    deliveryAddressType: details.deliveryAddressType,
    deliveryInstitution: details.deliveryInstitution ?? '',
    deliveryAddress: details.deliveryAddress ?? '',
    deliveryCity: details.deliveryCity ?? '',
    deliveryState: details.deliveryState ?? '',
    deliveryPincode: details.deliveryPincode ?? '',
  };
}
