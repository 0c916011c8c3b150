import { medicineFacts } from '@/sandbox/data/medicines';

/** A customer's order for one unit of a medicine the sandbox sells: valid in every field. */
export const PAYMENT_INPUT = {
  medicineId: String(medicineFacts.reviewedId),
  quantity: 1,
  customer: {
    name: 'Ayesha Khan',
    mobile: '03001234567',
    email: 'ayesha@example.pk',
    address: '12 Main Boulevard, Lahore',
  },
};
